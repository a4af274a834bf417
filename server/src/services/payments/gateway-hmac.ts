/**
 * A real gateway speaking the HMAC redirect protocol most Indian payment gateways use
 * (PG_PROVIDER=hmac-redirect; server/README.md documents the fields):
 *   1. order: the portal's checkout page posts an auto-submitted form to PG_URL with
 *      merchant_id, order_id, amount, currency, description, return_url and hash;
 *   2. the payer pays on the provider's page, which posts merchant_id, order_id, amount, status
 *      (SUCCESS|FAILURE|PENDING), provider_ref and hash back to return_url (our callback);
 *   3. the portal asks PG_STATUS_URL server to server (merchant_id, order_id, hash) about payments
 *      still pending, and believes only a signed answer.
 * `hash` is the hex HMAC-SHA256 with PG_SECRET over the other fields, sorted `key=value` joined by '|'.
 */
import { createHmac } from 'node:crypto';
import { ApiError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/secrets.ts';
import {
  pick,
  sign,
  signedBy,
  type GatewayAnswer,
  type GatewayOrder,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway.ts';

export interface HmacSettings {
  publicUrl: string;
  pgUrl: string;
  merchantId: string;
  secret: string;
  statusUrl: string;
  /** How long a status query may take before the gateway counts as not answering. */
  timeoutMs?: number;
}

/** The form the checkout page posts to the provider. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

export interface HmacRedirectGateway extends PaymentGateway {
  readonly provider: 'hmac-redirect';
  /** The signed order form of a transaction (the checkout page renders it). */
  checkoutForm(order: GatewayOrder): CheckoutForm;
  /** True when `token` is the one createOrder put in the checkout link of this transaction. */
  checkoutTokenValid(transactionId: string, token: string): boolean;
}

export const CHECKOUT_PATH = '/PaymentGateWay/Checkout';
export const CALLBACK_PATH = '/PaymentGateWay/ProcessPaymentResponse';
const RETURN_FIELDS = ['merchant_id', 'order_id', 'amount', 'status', 'provider_ref'] as const;
// The status answer carries the same fields as the return post.
const STATUS_FIELDS = RETURN_FIELDS;
const STATUS_OF: Record<string, GatewayStatus> = {
  SUCCESS: 'Success',
  FAILURE: 'Failure',
  PENDING: 'Pending',
};
export const GATEWAY_SILENT = 'The payment gateway did not answer. Please check again later.';
export const GATEWAY_UNSIGNED = "The payment gateway's answer could not be verified.";

export const isHmacRedirect = (g: PaymentGateway): g is HmacRedirectGateway =>
  g.provider === 'hmac-redirect';

export function createHmacRedirectGateway(s: HmacSettings): HmacRedirectGateway {
  // The checkout link carries a token, so only who got it from ConfirmPayment opens the form.
  const token = (txn: string) =>
    createHmac('sha256', s.secret).update(`checkout|${txn}`).digest('base64url');
  const signed = (fields: Record<string, string>) => ({ ...fields, hash: sign(s.secret, fields) });

  return {
    provider: 'hmac-redirect',
    callbackFieldNames: [...RETURN_FIELDS, 'hash'],
    async createOrder(order) {
      const q = new URLSearchParams({
        TransactionNumber: order.transactionId,
        Token: token(order.transactionId),
      });
      return { redirectUrl: `${s.publicUrl}${CHECKOUT_PATH}?${q}` };
    },
    checkoutTokenValid(transactionId, given) {
      return safeEqual(given, token(transactionId));
    },
    checkoutForm(order) {
      return {
        action: s.pgUrl,
        fields: signed({
          merchant_id: s.merchantId,
          order_id: order.transactionId,
          amount: order.amount.toFixed(2),
          currency: 'INR',
          description: order.description.slice(0, 100),
          return_url: `${s.publicUrl}${CALLBACK_PATH}`,
        }),
      };
    },
    verifyCallback(body) {
      const raw = pick(body, RETURN_FIELDS);
      const transactionId = raw.order_id;
      const status = STATUS_OF[raw.status ?? ''];
      if (Object.keys(raw).length !== RETURN_FIELDS.length || !status)
        return { ok: false, reason: 'Incomplete callback', transactionId };
      if (raw.merchant_id !== s.merchantId || !signedBy(s.secret, raw, body.hash))
        return { ok: false, reason: 'Bad signature', transactionId };
      return {
        ok: true,
        fields: {
          TransactionID: raw.order_id!,
          Amount: raw.amount!,
          Status: status,
          GatewayReference: raw.provider_ref!,
        },
      };
    },
    async status(transactionId): Promise<GatewayAnswer> {
      const query = signed({ merchant_id: s.merchantId, order_id: transactionId });
      let answer: Record<string, unknown>;
      try {
        const res = await fetch(s.statusUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(query).toString(),
          signal: AbortSignal.timeout(s.timeoutMs ?? 10_000),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        answer = (await res.json()) as Record<string, unknown>;
      } catch {
        throw new ApiError(502, GATEWAY_SILENT);
      }
      const raw = pick(answer, STATUS_FIELDS);
      const status = STATUS_OF[raw.status ?? ''];
      const valid =
        Object.keys(raw).length === STATUS_FIELDS.length &&
        status !== undefined &&
        raw.merchant_id === s.merchantId &&
        raw.order_id === transactionId &&
        signedBy(s.secret, raw, answer.hash);
      if (!valid) throw new ApiError(502, GATEWAY_UNSIGNED);
      return { status, reference: raw.provider_ref, amount: raw.amount };
    },
  };
}
