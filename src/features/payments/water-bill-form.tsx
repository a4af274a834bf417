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
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

export function WaterBillForm() {
  const t = useT();
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
      else setError(res.Message || translate('payments.waterBill.notFound'));
    } catch {
      setError(translate('payments.requestFailed'));
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
      <Typography>{t('payments.waterBill.intro')}</Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={(e) => void find(e)}>
        <TextField
          size="small"
          label={t('payments.waterBill.trackingId')}
          value={tracking}
          required
          onChange={(e) => setTracking(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Button type="submit" variant="outlined">
          {t('payments.waterBill.find')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {bill ? (
        <Card variant="outlined" data-testid="water-bill">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('payments.waterBill.title', { number: bill.BillNumber })}
            </Typography>
            <Typography>{t('payments.waterBill.consumer', { number: bill.ConsumerNo })}</Typography>
            <Typography>
              {t('payments.waterBill.period', {
                from: formatDate(bill.PeriodFrom),
                to: formatDate(bill.PeriodTo),
                due: formatDate(bill.DueDate),
              })}
            </Typography>
            <Typography sx={{ fontWeight: 600, my: 1 }}>
              {t('payments.waterBill.amount', { amount: formatInr(bill.Amount) })}
            </Typography>
            {bill.Status === 'Paid' ? (
              <Alert severity="success">{t('payments.waterBill.alreadyPaid')}</Alert>
            ) : (
              <Button variant="contained" disabled={busy} onClick={() => void pay(bill)}>
                {t('payments.pay.amount', { amount: formatInr(bill.Amount) })}
              </Button>
            )}
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
