/**
 * Re-checks with the gateway: the payer's 'Check again' and the server job for transactions no
 * callback settled (the payer closed the tab, the callback was lost). The gateway's answer is
 * applied exactly like a callback's, so a settled transaction never changes again.
 */
import { sameAmount } from './amount.ts';
import { settle } from './callback.ts';
import type { CallbackDeps } from './callback.ts';
import { cleanText } from './callback-log.ts';
import * as store from './store.ts';

/** Who asked: the payer's button is always recorded; the job only when something happened. */
export type RecheckSource = 'payer' | 'job';

/** Asks the gateway about one Pending transaction and applies its answer. */
export async function recheckTransaction(
  deps: CallbackDeps,
  transactionId: string,
  source: RecheckSource = 'payer',
) {
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
    // would add a row a minute per transaction and bury the events that matter.
    if (!changed && source === 'job') return loaded.txn.status;
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
