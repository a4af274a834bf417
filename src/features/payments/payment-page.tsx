/**
 * /payment (spec §2): with TxnNo, the payment details card and Continue (to /PlotService when
 * signed in, otherwise to /); without, the form to pay a water bill without signing in.
 */
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { signedInAtom } from '@/state/session';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { PaymentDetailsCard } from './payment-details-card';
import { PaymentLoadProblem } from './payment-load-problem';
import { usePaymentInfo } from './use-payment-info';
import { WaterBillForm } from './water-bill-form';
import { useT } from '@/i18n/use-t';

export function PaymentPage() {
  const t = useT();
  const [params] = useSearchParams();
  const txnNo = params.get('TxnNo');
  const signedIn = useAtomValue(signedInAtom);
  const navigate = useNavigate();
  const { load } = usePaymentInfo(txnNo);
  if (!txnNo) {
    return (
      <>
        <PageHeader title={t('payments.page.title')} />
        <WaterBillForm />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('payments.details.title')} />
      <Stack spacing={2}>
        {load.status === 'loading' ? <PageLoader /> : null}
        {load.status === 'error' ||
        load.status === 'unknown' ||
        load.status === 'signInRequired' ? (
          <PaymentLoadProblem load={load} txnNo={txnNo} />
        ) : null}
        {load.status === 'ready' ? <PaymentDetailsCard info={load.info} /> : null}
        <div>
          <Button
            variant="contained"
            onClick={() => void navigate(signedIn ? paths.plotService.getHref() : '/')}
          >
            {t('payments.continue')}
          </Button>
        </div>
      </Stack>
    </>
  );
}
