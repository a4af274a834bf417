/**
 * The gateway's answers: signed callbacks and re-checks. A callback is refused (and logged) when
 * its signature is wrong, it names no known transaction, or its amount is not what was ordered;
 * a transaction already settled is never changed again (replays and duplicates are no-ops). Only
 * Success moves the application PaymentPending → UnderScrutiny (system 'confirmPayment').
 */
import { eq } from 'drizzle-orm';
import { transition } from '../../../src/domain/service-engine.ts';
import { applications } from '../db/schema-engine.ts';
import { waterBills } from '../db/schema-payments.ts';
import type { Db } from '../db/types.ts';
import { ensureAllowed } from './application-rules.ts';
import { rulesOf } from './application-close.ts';
import { addEvent, updateApplication } from './application-store.ts';
import type { Catalog } from './catalog.ts';
import type { GatewayStatus, PaymentGateway } from './payment-gateway.ts';
import * as store from './payment-store.ts';

export interface CallbackDeps {
  db: Db;
  gateway: PaymentGateway;
  catalog: Catalog;
}

export type CallbackResult =
  | { ok: true; transactionId: string; status: string; isBill: boolean; signedIn: boolean }
  | { ok: false; reason: string };

/** ₹ as integer paise, so '12345.67' and 12345.67 compare equal. */
export const paise = (v: string | number) => Math.round(Number(v) * 100);

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
    gatewayReference: reference ?? txn.gatewayReference,
    paidAt,
  });
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
      remarks: `Paid ₹${txn.payableAmount.toFixed(2)} (${txn.transactionId})`,
    });
  }
  return true;
}

export async function processCallback(
  deps: CallbackDeps,
  body: Record<string, unknown>,
): Promise<CallbackResult> {
  const check = deps.gateway.verifyCallback(body);
  // Logged under the id the callback names, even when it is refused (forgeries are worth seeing).
  const named = (check.ok ? check.fields.TransactionID : check.transactionId) ?? null;
  return deps.db.transaction(async (tx) => {
    const refuse = async (reason: string) => {
      await store.logPaymentEvent(tx, {
        transactionId: named,
        kind: 'callback',
        outcome: 'refused',
        detail: reason,
        payload: body,
      });
      return { ok: false as const, reason };
    };
    if (!check.ok) return refuse(check.reason);
    const { fields } = check;
    const loaded = await store.loadTransaction(tx, fields.TransactionID, true);
    if (!loaded) return refuse('Unknown transaction');
    if (paise(fields.Amount) !== paise(loaded.txn.payableAmount))
      return refuse(`Amount ${fields.Amount} differs from ${loaded.txn.payableAmount.toFixed(2)}`);
    const changed = await settle(deps, tx, loaded, fields.Status, fields.GatewayReference);
    await store.logPaymentEvent(tx, {
      transactionId: loaded.txn.transactionId,
      kind: 'callback',
      outcome: changed ? 'applied' : 'no-change',
      detail: `${fields.Status} (transaction was ${loaded.txn.status})`,
      payload: body,
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
