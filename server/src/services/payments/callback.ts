/**
 * The gateway's answers: signed callbacks and re-checks. A callback is refused (and logged) when
 * its signature is wrong, it names no known transaction, or its amount is not what was ordered;
 * a transaction already settled is never changed again (replays and duplicates are no-ops). Only
 * Success moves the application PaymentPending → UnderScrutiny (system 'confirmPayment').
 */
import { eq } from 'drizzle-orm';
import { transition } from '../../../../src/domain/service-engine/index.ts';
import { formatInr } from '../../../../src/domain/money.ts';
import { applications } from '../../db/schema-engine.ts';
import { waterBills } from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';
import { ensureAllowed } from '../applications/rules.ts';
import { rulesOf } from '../applications/close.ts';
import { addEvent, updateApplication } from '../applications/store.ts';
import type { Catalog } from '../forms/catalog.ts';
import { sameAmount } from './amount.ts';
import { cleanText, loggedFields } from './callback-log.ts';
import type { GatewayStatus, PaymentGateway } from './gateway.ts';
import * as store from './store.ts';
import { noticeOfSettlement } from '../notifications/payment-notices.ts';
import type { SettledPayment } from '../notifications/payment-notices.ts';

/** What the payment messages need of a loaded transaction. */
export function settledPayment(loaded: store.LoadedTransaction): SettledPayment {
  return {
    transactionId: loaded.txn.transactionId,
    submissionId: loaded.txn.submissionId,
    billNumber: loaded.billNumber,
    ownerUserId: loaded.ownerUserId,
  };
}

export interface CallbackDeps {
  db: Db;
  gateway: PaymentGateway;
  catalog: Catalog;
}

export type CallbackResult =
  | { ok: true; transactionId: string; status: string; isBill: boolean; signedIn: boolean }
  | { ok: false; reason: string };

/** Where a callback came from: the audit row and the per-address throttle use it. */
export interface CallbackSource {
  ip: string;
}

/** Our TransactionIDs ('TXN20261121000042'); anything else names no transaction of ours. */
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,30}$/;

/** Applies a gateway status to a Pending transaction inside `tx` (no-op once settled). */
export async function settle(
  deps: CallbackDeps,
  tx: Db,
  loaded: store.LoadedTransaction,
  status: GatewayStatus,
  reference: string | undefined,
) {
  const { txn } = loaded;
  if (txn.status !== 'Pending' || status === 'Pending') return false;
  const paidAt = status === 'Success' ? new Date() : null;
  await store.updateTransaction(tx, txn.transactionId, {
    status,
    gatewayReference: reference === undefined ? txn.gatewayReference : cleanText(reference, 80),
    paidAt,
  });
  await noticeOfSettlement(tx, settledPayment(loaded), status);
  if (status !== 'Success') return true;
  if (txn.billId !== null) {
    await tx
      .update(waterBills)
      .set({ status: 'Paid', paidAt })
      .where(eq(waterBills.billId, txn.billId));
  } else if (txn.submissionId) {
    // Locked, so a re-check racing a callback cannot both confirm the application.
    const [app] = await tx
      .select()
      .from(applications)
      .where(eq(applications.submissionId, txn.submissionId))
      .for('update');
    // Money has moved even if the application left PaymentPending meanwhile (withdrawn): the
    // payment stays recorded (office refunds), the state machine is not forced.
    if (!app || app.state !== 'PaymentPending') return true;
    const result = transition(
      app.state,
      'confirmPayment',
      { kind: 'system' },
      rulesOf(deps.catalog, app),
    );
    ensureAllowed(result);
    await updateApplication(tx, txn.submissionId, { state: result.to });
    await addEvent(tx, {
      submissionId: txn.submissionId,
      from: result.from,
      to: result.to,
      action: 'confirmPayment',
      byUserId: null,
      remarks: `Paid ${formatInr(txn.payableAmount)} (${txn.transactionId})`,
    });
  }
  return true;
}

/**
 * Verifies and applies one callback. `body` is whatever was posted: the audit row keeps only the
 * provider's named fields, cleaned and cut (callback-log.ts), and the sender's address.
 */
export async function processCallback(
  deps: CallbackDeps,
  body: unknown,
  source: CallbackSource,
): Promise<CallbackResult> {
  const fieldsOf = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const check = deps.gateway.verifyCallback(fieldsOf as Record<string, unknown>);
  // Logged under the id the callback names, even when it is refused (forgeries are worth seeing).
  const named = (check.ok ? check.fields.TransactionID : check.transactionId) ?? null;
  const payload = { ip: source.ip, fields: loggedFields(body, deps.gateway.callbackFieldNames) };
  return deps.db.transaction(async (tx) => {
    const refuse = async (reason: string) => {
      await store.logPaymentEvent(tx, {
        transactionId: named === null ? null : cleanText(named, 60),
        kind: 'callback',
        outcome: 'refused',
        detail: cleanText(reason, 200),
        payload,
      });
      return { ok: false as const, reason };
    };
    if (!check.ok) return refuse(check.reason);
    const { fields } = check;
    if (!TRANSACTION_ID.test(fields.TransactionID)) return refuse('Unknown transaction');
    const loaded = await store.loadTransaction(tx, fields.TransactionID, true);
    if (!loaded) return refuse('Unknown transaction');
    if (!sameAmount(fields.Amount, loaded.txn.payableAmount))
      return refuse(`Amount ${fields.Amount} differs from ${loaded.txn.payableAmount.toFixed(2)}`);
    const changed = await settle(deps, tx, loaded, fields.Status, fields.GatewayReference);
    await store.logPaymentEvent(tx, {
      transactionId: loaded.txn.transactionId,
      kind: 'callback',
      outcome: changed ? 'applied' : 'no-change',
      detail: `${fields.Status} (transaction was ${loaded.txn.status})`,
      payload,
    });
    const status = changed ? fields.Status : loaded.txn.status;
    return {
      ok: true,
      transactionId: loaded.txn.transactionId,
      status,
      isBill: loaded.txn.billId !== null,
      signedIn: loaded.txn.payerUserId !== null,
    };
  });
}
