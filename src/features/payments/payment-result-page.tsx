/**
 * The payment result page (PaymentConfirmation/PaymentResponse, /PaymentResponse and
 * WaterBillResponse): where the gateway sends the browser back. It shows the outcome, the
 * payment details, a printable and a PDF receipt once paid, and a retry after a failure.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PaymentInfo } from '@/api/payments';
import { paths } from '@/config/paths';
import { signedInAtom, userIdAtom } from '@/state/session';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { PaymentDetailsCard } from './payment-details-card';
import { PaymentOutcome } from './payment-outcome';
import { PaymentReceipt } from './payment-receipt';
import { ReceiptDownloadButton } from './receipt-download';
import { startPayment, type PaymentTarget } from '@/entities/payment/start-payment';
import { PaymentLoadProblem } from './payment-load-problem';
import { usePaymentInfo } from './use-payment-info';
import { useT } from '@/i18n/use-t';

function retryTarget(info: PaymentInfo): PaymentTarget | null {
  if (!info.TrackingId) return null;
  return info.Kind === 'WaterBill'
    ? { kind: 'WaterBill', trackingId: info.TrackingId }
    : { kind: 'Application', submissionId: info.TrackingId };
}

export function PaymentResultPage({ waterBill = false }: { waterBill?: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const txnNo = params.get('TxnNo');
  const navigate = useNavigate();
  const signedIn = useAtomValue(signedInAtom);
  const userId = useAtomValue(userIdAtom);
  const { load, recheck, busy, setBusy } = usePaymentInfo(txnNo, waterBill);
  const [error, setError] = useState<string | null>(null);

  const retry = async (info: PaymentInfo) => {
    const target = retryTarget(info);
    if (!target) return;
    setBusy(true);
    const refused = await startPayment(target, userId);
    if (refused) {
      setError(refused);
      setBusy(false);
    }
  };

  const title = t(waterBill ? 'payments.result.waterBillTitle' : 'payments.result.title');
  let content;
  if (!txnNo) content = <Alert severity="info">{t('payments.result.noTransaction')}</Alert>;
  else if (load.status === 'loading') content = <PageLoader />;
  else if (load.status !== 'ready') content = <PaymentLoadProblem load={load} txnNo={txnNo} />;
  else {
    const { info } = load;
    const paid = info.PaymentStatus === 'Success';
    content = (
      <Stack spacing={2}>
        <PaymentOutcome
          info={info}
          actions={{ onRecheck: () => void recheck(), onRetry: () => void retry(info), busy }}
        />
        {error ? (
          <Alert severity="error" sx={{ maxWidth: 560 }}>
            {error}
          </Alert>
        ) : null}
        {paid ? <PaymentReceipt info={info} /> : <PaymentDetailsCard info={info} />}
        {/* The buttons wrap on a phone rather than push the page wider than the screen. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {paid ? (
            <>
              <Button variant="outlined" onClick={() => window.print()}>
                {t('payments.receipt.print')}
              </Button>
              <ReceiptDownloadButton txn={info.TransactionID} onError={setError} />
            </>
          ) : null}
          <Button
            variant="outlined"
            onClick={() => void navigate(paths.payment.getHref(info.TransactionID))}
          >
            {t('payments.result.details')}
          </Button>
          {waterBill && signedIn ? (
            <Button variant="outlined" onClick={() => void navigate(paths.waterBills.getHref())}>
              {t('payments.result.backToBills')}
            </Button>
          ) : null}
          <Button
            variant="contained"
            onClick={() => void navigate(signedIn ? paths.plotService.getHref() : '/')}
          >
            {t('payments.continue')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      {content}
    </>
  );
}
