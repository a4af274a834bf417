/**
 * Paying a water bill without signing in: the tracking id printed on the bill finds it
 * (GetPaymentInfo), then ConfirmPaymentWithoutLogin opens the transaction at the bill's amount.
 */
import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getWaterBillByTracking, type WaterBillInfo } from '@/api/payments';
import { formatDate, formatInr } from '@/domain/format';
import { userIdAtom } from '@/state/session';
import { startPayment } from '@/entities/payment/start-payment';

export function WaterBillForm() {
  const userId = useAtomValue(userIdAtom);
  const [tracking, setTracking] = useState('');
  const [bill, setBill] = useState<WaterBillInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBill(null);
    try {
      const res = await getWaterBillByTracking(tracking.trim());
      if (res.IsSuccess) setBill(res.Data);
      else setError(res.Message || 'No bill has this tracking id.');
    } catch {
      setError('An error occurred while processing your request.');
    }
  };

  const pay = async (b: WaterBillInfo) => {
    setBusy(true);
    const refused = await startPayment({ kind: 'WaterBill', trackingId: b.TrackingId }, userId);
    if (refused) {
      setError(refused);
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>
        Pay a water bill without signing in: enter the tracking id printed on the bill.
      </Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={(e) => void find(e)}>
        <TextField
          size="small"
          label="Tracking ID"
          value={tracking}
          required
          onChange={(e) => setTracking(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Button type="submit" variant="outlined">
          Find bill
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {bill ? (
        <Card variant="outlined" data-testid="water-bill">
          <CardContent>
            <Typography variant="h6" component="h2">
              Water bill {bill.BillNumber}
            </Typography>
            <Typography>Consumer number: {bill.ConsumerNo}</Typography>
            <Typography>
              Period: {formatDate(bill.PeriodFrom)} to {formatDate(bill.PeriodTo)}; due{' '}
              {formatDate(bill.DueDate)}
            </Typography>
            <Typography sx={{ fontWeight: 600, my: 1 }}>
              Amount: {formatInr(bill.Amount)}
            </Typography>
            {bill.Status === 'Paid' ? (
              <Alert severity="success">This bill is already paid.</Alert>
            ) : (
              <Button variant="contained" disabled={busy} onClick={() => void pay(bill)}>
                Pay {formatInr(bill.Amount)}
              </Button>
            )}
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
