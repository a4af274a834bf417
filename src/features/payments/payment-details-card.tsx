/**
 * The payment details card of spec §2: the seven rows of domain/payment-rows.ts. Also the printable
 * receipt's body.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PaymentInfo } from '@/api/payments';
import { paymentRows } from '@/domain/payment-rows';
import { TermList } from '@/ui/term-list';

export function PaymentDetailsCard({
  info,
  title = 'Payment Details',
}: {
  info: PaymentInfo | null;
  title?: string;
}) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }} data-testid="payment-details">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <TermList
          terms={paymentRows(info).map(([term, value]) => ({
            term,
            value,
            valueProps: { 'data-testid': `payment-${term}` },
          }))}
          columns="minmax(12rem, auto) 1fr"
          columnGap={2}
          rowGap={1}
          mutedTerms={false}
          boldTerms
        />
      </CardContent>
    </Card>
  );
}
