/**
 * The payment gateway behind one interface (ARCHITECTURE.md: external parties as sandboxes), so a
 * real provider replaces the sandbox by configuration. Callbacks are signed with HMAC-SHA256 over
 * a canonical string of their fields (sorted `key=value` joined by '|') with PG_SECRET.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/secrets.ts';

export type GatewayStatus = 'Success' | 'Failure' | 'Pending';

export interface GatewayOrder {
  transactionId: string;
  /** What the payer is charged, ₹ with two decimals. */
  amount: number;
  description: string;
}

export interface PaymentGateway {
  /** Registers the order; answers where to send the browser. */
  createOrder(order: GatewayOrder): { redirectUrl: string };
  /** True when `signature` is the gateway's signature of exactly these fields. */
  verifyCallback(fields: Record<string, string>, signature: string): boolean;
  /** The gateway's own view of a transaction, for re-checks of pending ones. */
  status(transactionId: string): Promise<{ status: GatewayStatus; reference?: string }>;
}

/** The fields a callback carries (besides Signature). */
export const CALLBACK_FIELDS = ['TransactionID', 'Amount', 'Status', 'GatewayReference'] as const;

export function canonical(fields: Record<string, string>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('|');
}

export function sign(secret: string, fields: Record<string, string>): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

/** An order left undecided this long at the sandbox counts as abandoned (Failure). */
const ABANDONED_MS = 30 * 60 * 1000;

export interface SandboxGateway extends PaymentGateway {
  /** The signed callback fields of one of the sandbox page's buttons (no side effect). */
  signed(transactionId: string, amount: string, status: GatewayStatus): Record<string, string>;
  /** The payer pressed a button: the sandbox remembers the answer for later status queries. */
  record(transactionId: string, status: GatewayStatus): void;
}

/**
 * The sandbox: GET /dev/gateway shows the order and signs the callback of the button pressed. It
 * keeps its orders in memory (a restart forgets them: their re-check then answers Failure). A
 * payment left Pending settles as Success at the next status query, so 'Check again' has
 * something to find.
 */
export function createSandboxGateway(publicUrl: string, secret: string): SandboxGateway {
  const orders = new Map<string, { at: number; decided?: GatewayStatus; reference: string }>();
  return {
    createOrder(order) {
      const existing = orders.get(order.transactionId);
      if (!existing)
        orders.set(order.transactionId, { at: Date.now(), reference: `SBX${Date.now()}` });
      const q = new URLSearchParams({
        txn: order.transactionId,
        amount: order.amount.toFixed(2),
        desc: order.description,
      });
      return { redirectUrl: `${publicUrl}/dev/gateway?${q}` };
    },
    verifyCallback(fields, signature) {
      return /^[0-9a-f]{64}$/.test(signature) && safeEqual(sign(secret, fields), signature);
    },
    async status(transactionId) {
      const order = orders.get(transactionId);
      if (!order) return { status: 'Failure' };
      if (order.decided === 'Pending') order.decided = 'Success';
      if (order.decided) return { status: order.decided, reference: order.reference };
      return { status: Date.now() - order.at > ABANDONED_MS ? 'Failure' : 'Pending' };
    },
    signed(transactionId, amount, status) {
      const reference = orders.get(transactionId)?.reference ?? 'SBX-UNKNOWN';
      const fields = { TransactionID: transactionId, Amount: amount, Status: status };
      const signedFields = { ...fields, GatewayReference: reference };
      return { ...signedFields, Signature: sign(secret, signedFields) };
    },
    record(transactionId, status) {
      const order = orders.get(transactionId);
      if (order) order.decided = status;
    },
  };
}
