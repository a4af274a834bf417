/** Payment calls of spec §7, with the paths exactly as the corporation's API names them. */
import type {
  PaymentInfo,
  PaymentOrder,
  PlotWaterBill,
  TdsDeduction,
  TdsSection,
  WaterBillInfo,
} from '@/domain/contract/payments';
import { api } from './client';

// The wire types are the route schemas' (src/domain/contract); only types cross into the bundle.
export type * from '@/domain/contract/payments';

const P = '/PaymentGateWay';

export const getTdsSections = () => api.get<TdsSection[]>(`${P}/GetTDSSectionMaster`);

export const tdsDeduction = (userId: string, SubmissionId: string, TDSSection: string) =>
  api.post<TdsDeduction>(`${P}/TDSDeductionInPercent`, {
    query: { userId },
    body: { SubmissionId, TDSSection },
  });

export const confirmPayment = (userId: string, SubmissionId: string, TDSSection?: string) =>
  api.post<PaymentOrder>(`${P}/ConfirmPayment`, {
    query: { userId },
    body: TDSSection ? { SubmissionId, TDSSection } : { SubmissionId },
  });

export const confirmWaterBillPayment = (userId: string, TrackingId: string) =>
  api.post<PaymentOrder>(`${P}/ConfirmWaterBillPayment`, {
    query: { userId },
    body: { TrackingId },
  });

export const getPaymentResponse = (TransactionNumber: string, waterBill = false) =>
  api.get<PaymentInfo>(`${P}/${waterBill ? 'GetWaterBillPGRespInfo' : 'GetPGRespInfo'}`, {
    query: { TransactionNumber },
  });

export const recheckPayment = (TransactionNumber: string) =>
  api.post<PaymentInfo>(`${P}/RecheckStatus`, { query: { TransactionNumber } });

/** The bill behind a tracking id, for paying without signing in (TackingId spelled so). */
export const getWaterBillByTracking = (TackingId: string) =>
  api.get<WaterBillInfo>(`${P}/GetPaymentInfo`, { query: { TackingId } });

export const confirmPaymentWithoutLogin = (TackingId: string) =>
  api.post<PaymentOrder>(`${P}/ConfirmPaymentWithoutLogin`, { body: { TackingId } });

/** The selected plot's water bills (the plot's account; a sub-user with the water right). */
export const getPlotWaterBills = (plotId: string) =>
  api.get<PlotWaterBill[]>(`/api/plots/${encodeURIComponent(plotId)}/water-bills`);

/** The PDF receipt of a successful payment (with the session when there is one). */
export const downloadReceipt = (TransactionNumber: string) =>
  api.download(`${P}/ReceiptPdf`, { query: { TransactionNumber } });
