/**
 * A real SMTP server for tests (the `smtp-server` package) that parses what arrives as MIME
 * (`mailparser`). It can refuse for a while (`refuse(n)`: the next n messages get a 451), so a
 * test can watch the sender retry.
 */
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message accepted, in arrival order. */
  messages: ParsedMail[];
  /** How many deliveries were refused so far. */
  refused: number;
  /** Refuse the next `n` messages with a temporary error (451). */
  refuse(n: number): void;
  /** The accepted messages to `address` (case-insensitive). */
  to(address: string): ParsedMail[];
  /** Waits until `predicate` holds for the accepted messages (polling), or throws. */
  waitFor(predicate: (messages: ParsedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  let refusing = 0;
  const box: Mailbox = {
    url: '',
    messages: [],
    refused: 0,
    refuse(n) {
      refusing = n;
    },
    to(address) {
      const want = address.toLowerCase();
      return box.messages.filter((m) =>
        [m.to]
          .flat()
          .flatMap((a) => a?.value ?? [])
          .some((v) => v.address?.toLowerCase() === want),
      );
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (!predicate(box.messages)) {
        if (Date.now() > end) throw new Error(`mailbox: timed out (${box.messages.length} mails)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusing > 0) {
          refusing -= 1;
          box.refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            box.messages.push(mail);
            callback();
          },
          (e: Error) => callback(e),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  box.url = `smtp://127.0.0.1:${port}`;
  return box;
}
