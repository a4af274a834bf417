/**
 * The sandbox gateway (PG_PROVIDER=sandbox, the default outside production): GET /dev/gateway
 * shows the order and signs the callback of the button pressed. It keeps its orders in memory (a
 * restart forgets them: their re-check then answers Failure). A payment left Pending settles as
 * Success at the next status query, so 'Check again' has something to find.
 */
import {
  CALLBACK_FIELDS,
  callbackFields,
  pick,
  sign,
  signedBy,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway.ts';

/** An order left undecided this long at the sandbox counts as abandoned (Failure). */
const ABANDONED_MS = 30 * 60 * 1000;

export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  /** The signed callback fields of one of the sandbox page's buttons (no side effect). */
  signed(transactionId: string, amount: string, status: GatewayStatus): Record<string, string>;
  /** The payer pressed a button: the sandbox remembers the answer for later status queries. */
  record(transactionId: string, status: GatewayStatus): void;
}

export const isSandbox = (g: PaymentGateway): g is SandboxGateway => g.provider === 'sandbox';

export function createSandboxGateway(publicUrl: string, secret: string): SandboxGateway {
  const orders = new Map<string, { at: number; decided?: GatewayStatus; reference: string }>();
  return {
    provider: 'sandbox',
    callbackFieldNames: [...CALLBACK_FIELDS, 'Signature'],
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
    verifyCallback(body) {
      const raw = pick(body, CALLBACK_FIELDS);
      const fields = callbackFields(raw);
      const transactionId = raw.TransactionID;
      if (!fields) return { ok: false, reason: 'Incomplete callback', transactionId };
      if (!signedBy(secret, raw, body.Signature))
        return { ok: false, reason: 'Bad signature', transactionId };
      return { ok: true, fields };
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
