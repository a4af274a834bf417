/**
 * The payment details card of spec §2: the seven rows of domain/payment-rows.ts. Also the printable
 * receipt's body. The rows' labels, the payment status and NA are shown in the language on screen
 * (the server's PDF receipt writes the same rows in the payer's language: content/receipt/).
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PaymentInfo } from '@/api/payments';
import { formatDate, NA } from '@/domain/format';
import { paymentRows } from '@/domain/payment-rows';
import { useServiceName } from '@/entities/service/service-title';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-ids';
import { TermList } from '@/ui/term-list';

/** The row labels of payment-rows.ts, in its order. */
const rowLabels: readonly MessageId[] = [
  'payments.details.trackingId',
  'payments.details.serviceName',
  'payments.details.applicantName',
  'payments.details.amount',
  'payments.details.transactionId',
  'payments.details.paymentDate',
  'payments.details.paymentStatus',
];

/** The gateway's payment statuses a payer reads. */
const statusLabels: Record<string, MessageId> = {
  Success: 'payments.status.Success',
  Failure: 'payments.status.Failure',
  Pending: 'payments.status.Pending',
};

export function PaymentDetailsCard({ info, title }: { info: PaymentInfo | null; title?: string }) {
  const t = useT();
  const serviceName = useServiceName();
  const shown = (index: number, value: string) => {
    if (value === NA) return t('common.na');
    // The time of day with the language's words for a.m./p.m. (Intl writes them in Latin letters).
    if (index === 5 && info?.PaymentDate) {
      const morning = Number(formatDate(info.PaymentDate, 'H')) < 12;
      return t(morning ? 'payments.details.dateTimeAm' : 'payments.details.dateTimePm', {
        date: formatDate(info.PaymentDate, 'dd-MM-yyyy hh:mm'),
      });
    }
    // What the server names in English ('Water bill <number>', a service's title), said from
    // the data it sends beside: the bill's number (data) or the catalogue service.
    if (index === 1 && info?.Kind === 'WaterBill' && info.BillNumber)
      return t('payments.waterBill.title', { number: info.BillNumber });
    if (index === 1 && info?.ServiceId) return serviceName(info.ServiceId, value);
    const status = index === 6 ? statusLabels[value] : undefined;
    return status ? t(status) : value;
  };
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }} data-testid="payment-details">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title ?? t('payments.details.title')}
        </Typography>
        <TermList
          terms={paymentRows(info).map(([term, value], index) => ({
            key: term,
            term: rowLabels[index] ? t(rowLabels[index]) : term,
            value: shown(index, value),
            valueProps: { 'data-testid': `payment-${term}` },
          }))}
          // On a phone each value goes under its label, with the whole width: a transaction id
          // beside its label broke in the middle of its number ("TXN2026113000000 / 2").
          columns={{ xs: 'minmax(0, 1fr)', sm: 'minmax(12rem, auto) 1fr' }}
          columnGap={2}
          rowGap={{ xs: 0, sm: 1 }}
          sx={{ '& > div:not(:first-of-type) > dt': { mt: { xs: 1, sm: 0 } } }}
          mutedTerms={false}
          boldTerms
        />
      </CardContent>
    </Card>
  );
}
