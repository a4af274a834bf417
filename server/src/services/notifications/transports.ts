/**
 * Where messages go, behind one interface: SMTP (nodemailer, SMTP_URL), an SMS provider over
 * HTTP (SMS_URL + SMS_API_KEY), or the developer outbox (the stored row is the message; the
 * /dev/outbox page shows it). Each send carries the message's stable id, so a provider that sees
 * a retry of a message it already accepted can tell (SMTP Message-ID, SMS Idempotency-Key).
 */
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';

const require = createRequire(import.meta.url);

export interface Envelope {
  /** Stable per outbox row: `<outbox-42@portal.example>`. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Transport {
  /** Recorded on the row that it delivered. */
  name: string;
  send(message: Envelope): Promise<void>;
}

export interface Transports {
  email: Transport | null;
  sms: Transport | null;
}

export function smtpTransport(url: string, from: string): Transport {
  // Loaded only where mail goes out by SMTP: most starts (developer outbox) never need it.
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const mailer = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await mailer.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        messageId: m.messageId,
      });
    },
  };
}

/** POSTs `{to, text, id}` as JSON with the key as a bearer token; any non-2xx answer is a failure. */
export function smsHttpTransport(url: string, apiKey: string): Transport {
  return {
    name: 'sms-http',
    async send(m) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${apiKey}`,
          'idempotency-key': m.messageId,
        },
        body: JSON.stringify({ to: m.to, text: m.text, id: m.messageId }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status} ${detail}`.trim());
      }
    },
  };
}

/** The demo: nothing leaves the machine; the developer outbox lists the row. */
export const devOutboxTransport: Transport = { name: 'dev-outbox', send: async () => {} };

/**
 * The configured transports: a real one where configured, else the developer outbox while it is
 * on, else none (the messages wait, undelivered, until a transport is configured).
 */
export function transportsFor(config: Config): Transports {
  const fallback = config.devOutbox ? devOutboxTransport : null;
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fallback,
    sms: config.smsUrl ? smsHttpTransport(config.smsUrl, config.smsApiKey) : fallback,
  };
}
