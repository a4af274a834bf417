/**
 * The payment gateway behind one interface (ARCHITECTURE.md: external parties as sandboxes), so a
 * real provider replaces the sandbox by configuration (PG_PROVIDER; gateways.ts picks
 * one). Whatever a provider calls its fields, an adapter hands the portal the same four callback
 * fields, checked against the provider's own signature.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { safeEqual } from '../../lib/secrets.ts';

export type GatewayStatus = 'Success' | 'Failure' | 'Pending';

export interface GatewayOrder {
  transactionId: string;
  /** What the payer is charged, ₹ with two decimals. */
  amount: number;
  description: string;
}

/** The callback as the portal reads it, whatever the provider's own field names. */
export interface CallbackFields {
  TransactionID: string;
  Amount: string;
  Status: GatewayStatus;
  GatewayReference: string;
}

export type CallbackCheck =
  | { ok: true; fields: CallbackFields }
  /** Refused; `transactionId` is the id the callback named, for the audit row. */
  | { ok: false; reason: string; transactionId?: string };

export interface GatewayAnswer {
  status: GatewayStatus;
  reference?: string;
  /** The amount the gateway says it holds, ₹ as text, when it says so (compared to ours). */
  amount?: string;
}

export interface PaymentGateway {
  /** Which adapter this is (PG_PROVIDER). */
  readonly provider: 'sandbox' | 'hmac-redirect' | 'none';
  /** The field names its callbacks carry (signature included): all the audit keeps of one. */
  readonly callbackFieldNames: readonly string[];
  /**
   * Registers the order; answers where to send the browser. `tx` is the caller's transaction
   * that records the order on the portal's side; only the sandbox, which plays the bank inside
   * the portal's own database, writes to it.
   */
  createOrder(order: GatewayOrder, tx: Db): Promise<{ redirectUrl: string }>;
  /** Reads a callback the browser brought back; ok only when the provider signed exactly it. */
  verifyCallback(body: Record<string, unknown>): CallbackCheck;
  /** The gateway's own view of a transaction, for re-checks of pending ones. */
  status(transactionId: string): Promise<GatewayAnswer>;
}

/** The portal's callback fields (besides Signature), as the sandbox posts them. */
export const CALLBACK_FIELDS = ['TransactionID', 'Amount', 'Status', 'GatewayReference'] as const;

const STATUSES = new Set<string>(['Success', 'Failure', 'Pending']);
export const isGatewayStatus = (s: unknown): s is GatewayStatus =>
  typeof s === 'string' && STATUSES.has(s);

export function canonical(fields: Record<string, string>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('|');
}

/** Hex HMAC-SHA256 of the canonical string of `fields`. */
export function sign(secret: string, fields: Record<string, string>): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

/** True when `signature` is the hex HMAC of exactly `fields` (compared in constant time). */
export function signedBy(secret: string, fields: Record<string, string>, signature: unknown) {
  return (
    typeof signature === 'string' &&
    /^[0-9a-f]{64}$/.test(signature) &&
    safeEqual(sign(secret, fields), signature)
  );
}

/** The string fields of a body, only those named. */
export function pick(body: Record<string, unknown>, names: readonly string[]) {
  const out: Record<string, string> = {};
  for (const k of names) if (typeof body[k] === 'string') out[k] = body[k] as string;
  return out;
}

/** The four callback fields, or null when one is missing or the status is not one of ours. */
export function callbackFields(f: Record<string, string | undefined>): CallbackFields | null {
  const { TransactionID, Amount, Status, GatewayReference } = f;
  if (!TransactionID || !Amount || !isGatewayStatus(Status) || GatewayReference === undefined)
    return null;
  return { TransactionID, Amount, Status, GatewayReference };
}
