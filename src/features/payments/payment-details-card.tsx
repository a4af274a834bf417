/**
 * The payment details card of spec §2: the seven rows of lib/payment-rows.ts. Also the printable
 * receipt's body.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PaymentInfo } from '@/api/payments';
import { paymentRows } from '@/lib/payment-rows';

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
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(12rem, auto) 1fr',
            gap: '0.5rem 1rem',
            margin: 0,
          }}
        >
          {paymentRows(info).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={`payment-${label}`}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
