/**
 * The printable receipt of a successful payment: window.print() with a print style that shows
 * only the receipt (no navigation, no buttons), so the printout is the receipt and nothing else.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { PaymentInfo } from '@/api/payments';
import { formatInr } from '@/domain/format';
import { PaymentDetailsCard } from './payment-details-card';

const printOnlyReceipt = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '#payment-receipt, #payment-receipt *': { visibility: 'visible' },
    '#payment-receipt': { position: 'absolute', left: 0, top: 0, width: '100%' },
  },
};

export function PaymentReceipt({ info }: { info: PaymentInfo }) {
  return (
    <section id="payment-receipt" aria-label="Payment receipt">
      <GlobalStyles styles={printOnlyReceipt} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Maharashtra Industrial Development Corporation — Payment Receipt
      </Typography>
      <PaymentDetailsCard info={info} title="Receipt" />
      {info.TDSSection ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Fee {formatInr(info.FeeAmount)}; TDS under section {info.TDSSection}:{' '}
          {formatInr(info.TDSAmount)} deducted by the payer.
        </Typography>
      ) : null}
      {info.GatewayReference ? (
        <Typography variant="body2">Gateway reference: {info.GatewayReference}</Typography>
      ) : null}
    </section>
  );
}
