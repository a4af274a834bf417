/**
 * Starting a payment: the amount is always what the server holds (the application's fee as
 * computed at submission, or the bill's amount), never a figure from the browser. An open
 * (Pending) transaction is reused, so a second click never opens a second charge; an application's
 * open one is reused only on the same terms (TDS section, hence amount), so the gateway never
 * charges another amount than the payer was shown.
 */
import { Role } from '../../../../src/domain/roles.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { accountOwnerOf, hasServiceRight, missingRightMessage } from '../identity/access.ts';
import { findApplication } from '../applications/store.ts';
import type { PaymentGateway } from './gateway.ts';
import * as store from './store.ts';
import type { ConfirmPaymentBody, PaymentOrder } from '../../../../src/domain/contract/payments.ts';
import type { OpenPaymentRefusal } from '../../../../src/domain/payment-open.ts';
import { formatInr } from '../../../../src/domain/money.ts';
import { inTransaction } from '../applications/in-transaction.ts';
import { paiseOf } from './amount.ts';
import type { CallbackDeps } from './callback.ts';
import { recheckTransaction } from './recheck.ts';

/** Water supply's department (service-master id) in DepartmentRights. */
export const WATER_RIGHT = 2;
export const NOT_PAYABLE = 'This application is not waiting for a payment.';
export const BILL_NOT_FOUND = 'No unpaid water bill has this tracking id.';

export interface Deps {
  db: Db;
  gateway: PaymentGateway;
}

/** The application's fee and, with a TDS section, the deduction and what is left to pay. */
export async function applicationCharge(
  db: Db,
  user: AuthUser,
  submissionId: string,
  section?: string,
) {
  if (user.role !== Role.Investor && user.role !== Role.TransactionUser)
    throw notFound('Application not found.');
  const found = await findApplication(db, user, submissionId, { forUpdate: true });
  if (!found) throw notFound('Application not found.');
  if (!hasServiceRight(user, found.app.serviceMasterId))
    throw new ApiError(403, missingRightMessage(found.app.serviceMasterId));
  if (found.app.state !== 'PaymentPending' || !found.app.tentativeCost)
    throw new ApiError(409, NOT_PAYABLE);
  const amount = found.app.tentativeCost;
  if (!section) return { app: found.app, amount, section: null, tds: 0, payable: amount };
  const tds = await store.findTdsSection(db, section);
  if (!tds) throw badRequest(`Unknown TDS section '${section}'.`);
  return { app: found.app, amount, section, ...store.tdsOf(amount, tds.percent) };
}

/** What the payer sees at the gateway: the fee's application or the bill's number. */
export function describeOrder(t: { submissionId?: string | null; billNumber?: string | null }) {
  return t.billNumber ? `Water bill ${t.billNumber}` : `Application fee ${t.submissionId ?? ''}`;
}

async function order(
  deps: Deps,
  tx: Db,
  txn: store.TransactionRow,
  description: string,
): Promise<PaymentOrder> {
  const { redirectUrl } = await deps.gateway.createOrder(
    { transactionId: txn.transactionId, amount: txn.payableAmount, description },
    tx,
  );
  return { TransactionID: txn.transactionId, Amount: txn.payableAmount, RedirectUrl: redirectUrl };
}

type Charge = Awaited<ReturnType<typeof applicationCharge>>;

/** Whether the open transaction charges what the payer chose now (section and amount). */
const sameTerms = (open: store.TransactionRow, charge: Charge) =>
  open.tdsSection === charge.section && paiseOf(open.payableAmount) === paiseOf(charge.payable);

const openPaymentMessage = (amount: string, section: string | null) =>
  section
    ? `A payment of ${amount} with TDS under section ${section} is already open for this application. Continue that payment, or choose other terms once the gateway has closed it.`
    : `A payment of ${amount} without TDS is already open for this application. Continue that payment, or choose other terms once the gateway has closed it.`;

/** 409: the open payment the gateway may still take, named so the payer can continue it. */
function openPaymentError(open: store.TransactionRow) {
  const data: OpenPaymentRefusal = {
    Reason: 'paymentOpen',
    TransactionID: open.transactionId,
    Amount: open.payableAmount,
    TDSSection: open.tdsSection,
  };
  const message = openPaymentMessage(formatInr(open.payableAmount), open.tdsSection);
  return new ApiError(409, message, data);
}

/** A pass gives the order, or the open transaction on other terms (first pass only). */
type Pass = { order: PaymentOrder } | { differs: string };

/**
 * One pass under the application's row lock: the open transaction on the same terms, or a new one
 * when none is open. An open one on other terms answers `differs` on the first pass (the caller
 * asks the gateway about it outside the lock) and the 409 on the second.
 */
function applicationOrder(
  deps: Deps,
  user: AuthUser,
  body: ConfirmPaymentBody,
  replaces: string | null,
): Promise<Pass> {
  return inTransaction(deps.db, async (tx) => {
    const charge = await applicationCharge(tx, user, body.SubmissionId, body.TDSSection);
    const open = await store.openTransactionFor(tx, { submissionId: charge.app.submissionId });
    if (open && !sameTerms(open, charge)) {
      if (replaces === null) return { differs: open.transactionId };
      throw openPaymentError(open);
    }
    const txn =
      open ??
      (await store.insertTransaction(tx, {
        submissionId: charge.app.submissionId,
        payerUserId: user.id,
        amount: charge.amount,
        tdsSection: charge.section,
        tdsAmount: charge.tds,
        payableAmount: charge.payable,
      }));
    const payload = replaces && !open ? { userId: user.id, replaces } : { userId: user.id };
    await logOrder(tx, txn, open ? 'reused' : 'created', 'order', payload);
    return { order: await order(deps, tx, txn, describeOrder(txn)) };
  });
}

/**
 * ConfirmPayment. When the payer chose other terms than the open transaction's (came back from
 * the gateway and changed the TDS section), that one is closed only when the gateway says it was
 * never paid: the re-check applies its answer (Failure closes it, Success pays the application),
 * then a new transaction carries the new terms. Still payable, or the gateway cannot tell (silent,
 * asked within PAYER_RECHECK_SECONDS): 409 naming the open payment, never a second charge.
 */
export async function confirmApplicationPayment(
  deps: CallbackDeps,
  user: AuthUser,
  body: ConfirmPaymentBody,
): Promise<PaymentOrder> {
  const first = await applicationOrder(deps, user, body, null);
  if ('order' in first) return first.order;
  await recheckTransaction(deps, first.differs, 'payer').catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error; // the gateway's 502: it cannot tell
  });
  const second = await applicationOrder(deps, user, body, first.differs);
  if ('order' in second) return second.order;
  throw new Error('unreachable: the second pass refuses other terms itself');
}

/** How an order got its transaction: new, the open one answered again, or adopted (below). */
type OrderOutcome = 'created' | 'reused' | 'adopted';

/** The audit row of an order. */
function logOrder(
  tx: Db,
  txn: { transactionId: string },
  outcome: OrderOutcome,
  kind: 'order' | 'public-order',
  payload: Record<string, unknown>,
) {
  return store.logPaymentEvent(tx, { transactionId: txn.transactionId, kind, outcome, payload });
}

/** A bill the user may pay: on a plot of their account, with the water right for sub-users. */
async function ownBill(db: Db, user: AuthUser, trackingId: string) {
  const bill = await store.findBillByTracking(db, trackingId, true);
  const plotOwner = bill ? await store.plotOwner(db, bill.plotId) : undefined;
  if (!bill || plotOwner === undefined || plotOwner !== accountOwnerOf(user))
    throw notFound(BILL_NOT_FOUND);
  if (!hasServiceRight(user, WATER_RIGHT))
    throw new ApiError(403, missingRightMessage(WATER_RIGHT));
  return bill;
}

/**
 * The bill's one open transaction (the caller holds the bill's row lock), made if there is none.
 * A signed-in payer adopts one opened without a session: anyone may read a payer-less transaction
 * by its number, so leaving it so would publish the holder's payment to whoever opened it. A new
 * transaction instead could let both be paid; the anonymous opener can still pay the adopted one.
 */
async function startBillPayment(
  tx: Db,
  bill: store.BillRow,
  payer: number | null,
): Promise<{ txn: store.TransactionRow; outcome: OrderOutcome }> {
  if (bill.status !== 'Unpaid') throw new ApiError(409, 'This water bill is already paid.');
  const open = await store.openTransactionFor(tx, { billId: bill.billId });
  if (open && payer !== null && open.payerUserId === null) {
    await store.updateTransaction(tx, open.transactionId, { payerUserId: payer });
    return { txn: { ...open, payerUserId: payer }, outcome: 'adopted' };
  }
  if (open) return { txn: open, outcome: 'reused' };
  const txn = await store.insertTransaction(tx, {
    billId: bill.billId,
    payerUserId: payer,
    amount: bill.amount,
    payableAmount: bill.amount,
  });
  return { txn, outcome: 'created' };
}

export function confirmWaterBillPayment(deps: Deps, user: AuthUser, trackingId: string) {
  return inTransaction(deps.db, async (tx) => {
    const bill = await ownBill(tx, user, trackingId);
    const { txn, outcome } = await startBillPayment(tx, bill, user.id);
    await logOrder(tx, txn, outcome, 'order', { userId: user.id });
    return order(deps, tx, txn, describeOrder(bill));
  });
}

/** Without signing in: anyone holding the bill's tracking id may pay it (rate-limited by caller). */
export function confirmWithoutLogin(deps: Deps, trackingId: string, ip: string) {
  return inTransaction(deps.db, async (tx) => {
    const bill = await store.findBillByTracking(tx, trackingId, true);
    if (!bill) throw notFound(BILL_NOT_FOUND);
    const { txn, outcome } = await startBillPayment(tx, bill, null);
    await logOrder(tx, txn, outcome, 'public-order', { ip });
    return order(deps, tx, txn, describeOrder(bill));
  });
}

export { ownBill };
