/** Payment calls of spec §7, with the paths exactly as the corporation's API names them. */
import { api } from './client';

/** Spec §3 payment response data, plus what a receipt needs. */
export interface PaymentInfo {
  TransactionID: string;
  Amount: number | null;
  TrackingId: string | null;
  PaymentDate: string | null;
  PaymentStatus: 'Pending' | 'Success' | 'Failure' | string;
  ApplicantName: string | null;
  ServiceName: string | null;
  FeeAmount?: number | null;
  TDSSection?: string | null;
  TDSAmount?: number | null;
  GatewayReference?: string | null;
  Kind?: 'Application' | 'WaterBill';
}

export interface TdsSection {
  Section: string;
  Description: string;
  Percent: number;
}

export interface TdsDeduction {
  Amount: number;
  TDSSection: string;
  TDSAmount: number;
  PayableAmount: number;
}

/** What the gateway needs: where to send the browser. */
export interface PaymentOrder {
  TransactionID: string;
  Amount: number;
  RedirectUrl: string;
}

export interface WaterBillInfo {
  TrackingId: string;
  BillNumber: string;
  ConsumerNo: string;
  PeriodFrom: string;
  PeriodTo: string;
  DueDate: string;
  Amount: number;
  Status: 'Paid' | 'Unpaid' | string;
}

/** A bill as the plot's list shows it: with the receipt of its payment or its open transaction. */
export interface PlotWaterBill extends WaterBillInfo {
  PaidAt: string | null;
  ReceiptTransactionID: string | null;
  PendingTransactionID: string | null;
}

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
