/**
 * Re-checks with the gateway: the payer's 'Check again' and the server job for transactions no
 * callback settled (the payer closed the tab, the callback was lost). The gateway's answer is
 * applied exactly like a callback's, so a settled transaction never changes again.
 */
import { sameAmount } from './amount.ts';
import { settle, settledPayment } from './callback.ts';
import { noticeOfPendingPayment } from '../notifications/payment-notices.ts';
import type { CallbackDeps } from './callback.ts';
import { cleanText } from './callback-log.ts';
import type { Db } from '../../db/types.ts';
import * as store from './store.ts';

/**
 * Who asked: the payer's button is recorded each time it reaches the gateway (at most once per
 * PAYER_RECHECK_SECONDS); the job only when something happened.
 */
export type RecheckSource = 'payer' | 'job';

/** How often the payer's 'Check again' may reach the gateway about one transaction. */
export const PAYER_RECHECK_SECONDS = 30;

/**
 * Whether the payer's re-check may ask the gateway now: never once settled (the answer cannot
 * change), nor within PAYER_RECHECK_SECONDS of the last re-check, so a flood of clicks (the call
 * is open without a session) neither reaches the provider nor fills the audit log. The 'asked' row
 * is the claim, written under the transaction's row lock: of calls arriving together, in any
 * process, one asks.
 */
function claimPayerRecheck(db: Db, transactionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const loaded = await store.loadTransaction(tx, transactionId, true);
    if (loaded?.txn.status !== 'Pending') return false;
    if (await store.recheckedWithin(tx, transactionId, PAYER_RECHECK_SECONDS)) return false;
    await store.logPaymentEvent(tx, { transactionId, kind: 'recheck', outcome: 'asked' });
    return true;
  });
}

/**
 * Asks the gateway about one Pending transaction and applies its answer; the payer's re-check
 * only when claimPayerRecheck lets it (else the caller reads the status as it stands).
 */
export async function recheckTransaction(
  deps: CallbackDeps,
  transactionId: string,
  source: RecheckSource = 'payer',
) {
  if (source === 'payer' && !(await claimPayerRecheck(deps.db, transactionId))) return undefined;
  const answer = await deps.gateway.status(transactionId);
  return deps.db.transaction(async (tx) => {
    const loaded = await store.loadTransaction(tx, transactionId, true);
    if (!loaded) return undefined;
    // A gateway that reports another amount than was ordered is not believed (as in a callback).
    if (answer.amount !== undefined && !sameAmount(answer.amount, loaded.txn.payableAmount)) {
      await store.logPaymentEvent(tx, {
        transactionId,
        kind: 'recheck',
        outcome: 'refused',
        detail: cleanText(
          `Amount ${answer.amount} differs from ${loaded.txn.payableAmount.toFixed(2)}`,
          200,
        ),
      });
      return loaded.txn.status;
    }
    const changed = await settle(deps, tx, loaded, answer.status, answer.reference);
    // The job asks every minute about each transaction still pending: an unchanged answer from it
    // would add a row a minute per transaction and bury the events that matter. The payer is
    // told once that the gateway has not confirmed it yet.
    if (!changed && source === 'job') {
      if (loaded.txn.status === 'Pending') await noticeOfPendingPayment(tx, settledPayment(loaded));
      return loaded.txn.status;
    }
    await store.logPaymentEvent(tx, {
      transactionId,
      kind: 'recheck',
      outcome: changed ? 'applied' : 'no-change',
      detail: answer.status,
    });
    return changed ? answer.status : loaded.txn.status;
  });
}

/** The job: re-checks every transaction Pending for longer than `minutes`. Returns how many. */
export async function recheckPendingPayments(deps: CallbackDeps, minutes: number) {
  const ids = await store.pendingOlderThan(deps.db, minutes);
  for (const id of ids) await recheckTransaction(deps, id, 'job');
  return ids.length;
}
