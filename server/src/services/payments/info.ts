/**
 * What the result and details pages show (spec §3 payment response data), and who may see it: the
 * account that owns the plot (a sub-user within its rights), staff, or — for a water bill paid
 * without signing in — anyone holding the TransactionID. An unknown id gets 404; a signed-out
 * visitor holding an account's transaction gets 403 asking to sign in (the page then offers it);
 * a signed-in account that may not see it gets 404, like an unknown id.
 */
import { Role } from '../../../../src/domain/roles.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import {
  TXN_NOT_FOUND,
  TXN_SIGN_IN_REQUIRED,
  type PaymentLookupRefusal,
} from '../../../../src/domain/payment-lookup.ts';
import { ApiError } from '../../lib/errors.ts';
import type { PaymentInfo } from '../../../../src/domain/contract/payments.ts';
import { accountOwnerOf, hasServiceRight } from '../identity/access.ts';
import type { Catalog } from '../forms/catalog.ts';
import { loadTransaction } from './store.ts';
import type { LoadedTransaction } from './store.ts';
import { WATER_RIGHT } from './start.ts';

function maySee(user: AuthUser | null, t: LoadedTransaction): boolean {
  // Without a session: only a bill's transaction that no signed-in payer has (start.ts adopts it).
  if (!user) return t.txn.billId !== null && t.txn.payerUserId === null;
  if (user.role === Role.MidcUser) return true;
  if (t.ownerUserId === null || accountOwnerOf(user) !== t.ownerUserId) return false;
  return hasServiceRight(user, t.txn.billId !== null ? WATER_RIGHT : t.serviceMasterId);
}

export async function findVisibleTransaction(db: Db, user: AuthUser | null, id: string) {
  const t = await loadTransaction(db, id);
  if (t && maySee(user, t)) return t;
  if (t && !user) throw refusal(403, TXN_SIGN_IN_REQUIRED, { Reason: 'signInRequired' });
  throw refusal(404, TXN_NOT_FOUND, { Reason: 'unknown' });
}

function refusal(status: number, message: string, data: PaymentLookupRefusal) {
  return new ApiError(status, message, data);
}

export function paymentResponseData(catalog: Catalog, t: LoadedTransaction): PaymentInfo {
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
    ServiceId: t.txn.billId !== null ? null : (t.serviceId ?? null),
    BillNumber: t.txn.billId !== null ? (t.billNumber ?? null) : null,
  };
}
