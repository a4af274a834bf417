/**
 * A fake payment provider speaking the HMAC redirect protocol (the external party's test double;
 * the portal's adapter under test is the real one). It listens on 127.0.0.1 on a port the system
 * picks, checks the hash and merchant of every order and status query like a provider would,
 * answers the payment page with the signed form its return post would carry, and keeps each
 * order's outcome for status queries.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from '../../src/services/payments/gateway.ts';

export type ProviderStatus = 'SUCCESS' | 'FAILURE' | 'PENDING';

export interface FakeProvider {
  url: string;
  merchantId: string;
  secret: string;
  /** What the next payment page answers (the payer's choice). */
  nextOutcome: ProviderStatus;
  /** Orders received, by order_id: the fields as posted. */
  orders: Map<string, Record<string, string>>;
  /** Changes what status queries report for an order (the bank settled it later). */
  settle(orderId: string, status: ProviderStatus, amount?: string): void;
  close(): Promise<void>;
}

const HASHED = (fields: Record<string, string>) => {
  const { hash: _hash, ...rest } = fields;
  return rest;
};

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `port` 0 lets the system pick a free one (tests); a fixed one serves a manual browser check. */
export async function startFakeProvider(merchantId: string, secret: string, port = 0) {
  const outcomes = new Map<string, { status: ProviderStatus; amount: string; ref: string }>();
  const orders = new Map<string, Record<string, string>>();
  const server: Server = createServer((req, res) => void handle(req, res));
  const provider: FakeProvider = {
    url: '',
    merchantId,
    secret,
    nextOutcome: 'SUCCESS',
    orders,
    settle(orderId, status, amount) {
      const o = outcomes.get(orderId);
      if (o) outcomes.set(orderId, { ...o, status, amount: amount ?? o.amount });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const valid = (f: Record<string, string>) =>
    f.merchant_id === merchantId && f.hash === sign(secret, HASHED(f));

  /** The payer paid (or not): the provider's page, with the signed return form. */
  function pay(f: Record<string, string>, res: ServerResponse) {
    orders.set(f.order_id!, f);
    const ref = `FAKE${orders.size.toString().padStart(6, '0')}`;
    outcomes.set(f.order_id!, { status: provider.nextOutcome, amount: f.amount!, ref });
    const back = {
      merchant_id: merchantId,
      order_id: f.order_id!,
      amount: f.amount!,
      status: provider.nextOutcome,
      provider_ref: ref,
    };
    const inputs = Object.entries({ ...back, hash: sign(secret, back) })
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
      .join('');
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<form method="post" action="${escape(f.return_url!)}">${inputs}<button>Return to the merchant</button></form>`,
      );
  }

  /** The server-to-server status query: what the provider knows now, signed. */
  function status(f: Record<string, string>, res: ServerResponse) {
    const o = outcomes.get(f.order_id!);
    const answer = {
      merchant_id: merchantId,
      order_id: f.order_id!,
      amount: o?.amount ?? '0.00',
      status: o?.status ?? 'FAILURE',
      provider_ref: o?.ref ?? '',
    };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ...answer, hash: sign(secret, answer) }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const f = await formOf(req);
    if (!valid(f)) res.writeHead(400, { 'content-type': 'text/plain' }).end('hash mismatch');
    else if (req.url === '/pay') pay(f, res);
    else if (req.url === '/status') status(f, res);
    else res.writeHead(404).end();
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};
const unescape = (s: string) =>
  s.replace(/&#(\d+);|&[a-z]+;/g, (e: string, code?: string) =>
    code ? String.fromCharCode(Number(code)) : (ENTITIES[e] ?? e),
  );

/** The hidden fields and action of the first form in an HTML page (what a browser would post). */
export function formIn(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[m[1]!] = unescape(m[2]!);
  return { action: unescape(action), fields };
}
