/**
 * What the result and details pages show (spec §3 payment response data), and who may see it: the
 * account that owns the plot (a sub-user within its rights), staff, or — for a water bill paid
 * without signing in — anyone holding the TransactionID. Others get 404, like an unknown id.
 */
import { Role } from '../../../../src/domain/roles.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { accountOwnerOf, hasServiceRight } from '../identity/access.ts';
import type { Catalog } from '../forms/catalog.ts';
import { loadTransaction } from './store.ts';
import type { LoadedTransaction } from './store.ts';
import { WATER_RIGHT } from './start.ts';

export const TXN_NOT_FOUND = 'Transaction not found.';

function maySee(user: AuthUser | null, t: LoadedTransaction): boolean {
  if (!user) return t.txn.payerUserId === null;
  if (user.role === Role.MidcUser) return true;
  if (t.ownerUserId === null || accountOwnerOf(user) !== t.ownerUserId) return false;
  return hasServiceRight(user, t.txn.billId !== null ? WATER_RIGHT : t.serviceMasterId);
}

export async function findVisibleTransaction(db: Db, user: AuthUser | null, id: string) {
  const t = await loadTransaction(db, id);
  if (!t || !maySee(user, t)) throw notFound(TXN_NOT_FOUND);
  return t;
}

export function paymentResponseData(catalog: Catalog, t: LoadedTransaction) {
  const service = t.serviceId ? catalog.services.get(t.serviceId)?.title : undefined;
  return {
    TransactionID: t.txn.transactionId,
    Amount: t.txn.payableAmount,
    TrackingId: t.txn.submissionId ?? t.billTrackingId,
    PaymentDate: t.txn.paidAt ? t.txn.paidAt.toISOString() : null,
    PaymentStatus: t.txn.status,
    ApplicantName: t.applicantName,
    ServiceName:
      t.txn.billId !== null ? `Water bill ${t.billNumber ?? ''}`.trim() : (service ?? null),
    // Beyond spec §3: what a receipt and a TDS certificate need.
    FeeAmount: t.txn.amount,
    TDSSection: t.txn.tdsSection,
    TDSAmount: t.txn.tdsAmount,
    GatewayReference: t.txn.gatewayReference,
    Kind: t.txn.billId !== null ? 'WaterBill' : 'Application',
  };
}
