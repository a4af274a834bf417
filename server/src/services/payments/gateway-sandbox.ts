/**
 * The sandbox gateway (PG_PROVIDER=sandbox, the default outside production): GET /dev/gateway
 * shows the order and signs the callback of the button pressed. Its orders live in the database
 * (sandbox_gateway_orders), so every server process gives the same answer and a restart forgets
 * nothing. A payment left Pending settles as Success at the next status query, so 'Check again'
 * has something to find.
 */
import { eq, sql } from 'drizzle-orm';
import { sandboxGatewayOrders } from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';
import {
  CALLBACK_FIELDS,
  callbackFields,
  isGatewayStatus,
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
  record(transactionId: string, status: GatewayStatus): Promise<void>;
}

export const isSandbox = (g: PaymentGateway): g is SandboxGateway => g.provider === 'sandbox';

/** The sandbox bank's reference of a transaction: one per transaction, nothing to look up. */
const referenceOf = (transactionId: string) => `SBX-${transactionId}`;

export function createSandboxGateway(db: Db, publicUrl: string, secret: string): SandboxGateway {
  const orders = sandboxGatewayOrders;
  return {
    provider: 'sandbox',
    callbackFieldNames: [...CALLBACK_FIELDS, 'Signature'],
    async createOrder(order, tx) {
      // In the caller's transaction: the bank knows the order exactly when the portal does.
      await tx
        .insert(orders)
        .values({ transactionId: order.transactionId })
        .onConflictDoNothing({ target: orders.transactionId });
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
      // A Pending answer settles as Success when asked (one statement, so two processes asking
      // at once agree); the row as it is afterwards is the answer.
      const [settled] = await db
        .update(orders)
        .set({ decided: 'Success' })
        .where(sql`${orders.transactionId} = ${transactionId} and ${orders.decided} = 'Pending'`)
        .returning({ decided: orders.decided, createdAt: orders.createdAt });
      const order =
        settled ??
        (
          await db
            .select({ decided: orders.decided, createdAt: orders.createdAt })
            .from(orders)
            .where(eq(orders.transactionId, transactionId))
        )[0];
      if (!order) return { status: 'Failure' };
      if (isGatewayStatus(order.decided))
        return { status: order.decided, reference: referenceOf(transactionId) };
      const abandoned = Date.now() - order.createdAt.getTime() > ABANDONED_MS;
      return { status: abandoned ? 'Failure' : 'Pending' };
    },
    signed(transactionId, amount, status) {
      const fields = { TransactionID: transactionId, Amount: amount, Status: status };
      const signedFields = { ...fields, GatewayReference: referenceOf(transactionId) };
      return { ...signedFields, Signature: sign(secret, signedFields) };
    },
    async record(transactionId, status) {
      await db
        .update(orders)
        .set({ decided: status })
        .where(eq(orders.transactionId, transactionId));
    },
  };
}
