/**
 * The printable receipt of a successful payment: window.print() with a print style that shows
 * only the receipt (no navigation, no buttons), so the printout is the receipt and nothing else.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { PaymentInfo } from '@/api/payments';
import { formatInr } from '@/domain/format';
import { PaymentDetailsCard } from './payment-details-card';
import { useT } from '@/i18n/use-t';

const printOnlyReceipt = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '#payment-receipt, #payment-receipt *': { visibility: 'visible' },
    '#payment-receipt': { position: 'absolute', left: 0, top: 0, width: '100%' },
  },
};

export function PaymentReceipt({ info }: { info: PaymentInfo }) {
  const t = useT();
  return (
    <section id="payment-receipt" aria-label={t('payments.receipt.label')}>
      <GlobalStyles styles={printOnlyReceipt} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {t('payments.receipt.heading')}
      </Typography>
      <PaymentDetailsCard info={info} title={t('common.receipt')} />
      {info.TDSSection ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('payments.receipt.tds', {
            fee: formatInr(info.FeeAmount),
            section: info.TDSSection,
            tds: formatInr(info.TDSAmount),
          })}
        </Typography>
      ) : null}
      {info.GatewayReference ? (
        <Typography variant="body2">
          {t('payments.receipt.gatewayReference', { reference: info.GatewayReference })}
        </Typography>
      ) : null}
    </section>
  );
}
