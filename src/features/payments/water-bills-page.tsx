/**
 * /PlotService/WaterBills: the selected plot's water bills for the investor and for
 * Transaction-Users with the water right (the server checks both). Paying one goes through
 * ConfirmWaterBillPayment to the gateway, which sends the browser back to WaterBillResponse.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlotDetails } from '@/api/plots';
import { getPlotWaterBills, type PlotWaterBill } from '@/api/payments';
import { LoadView } from '@/ui/load-view';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { useApi } from '@/lib/use-api';
import { userIdAtom } from '@/state/session';
import { PageHeader } from '@/ui/page-header';
import { startPayment } from '@/entities/payment/start-payment';
import { WaterBillsTable } from './water-bills-table';
import { useT } from '@/i18n/use-t';

function PlotBills({ plot, plotId }: { plot: PlotDetails; plotId: string }) {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const { load, reload } = useApi(
    plotId,
    () => getPlotWaterBills(plotId),
    t('payments.waterBills.loadFailed'),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (bill: PlotWaterBill) => {
    // One click at a time: every Pay button stays disabled until the gateway page opens.
    setBusy(true);
    setError(null);
    const refused = await startPayment({ kind: 'WaterBill', trackingId: bill.TrackingId }, userId);
    if (refused) {
      setError(refused);
      setBusy(false);
      reload();
    }
  };

  const consumerNo = plot.plotData?.consumerNo;
  return (
    <LoadView load={load} reload={reload}>
      {(bills) => (
        <Stack spacing={2}>
          <Typography>
            {consumerNo
              ? t('payments.waterBills.consumer', { number: String(consumerNo) })
              : t('payments.waterBills.noConnection')}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ maxWidth: 720 }}>
              {error}
            </Alert>
          ) : null}
          {bills.length === 0 ? (
            <Alert severity="info" sx={{ maxWidth: 720 }}>
              {t('payments.waterBills.none')}
            </Alert>
          ) : (
            <WaterBillsTable bills={bills} busy={busy} onPay={(b) => void pay(b)} />
          )}
        </Stack>
      )}
    </LoadView>
  );
}

export function WaterBillsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('payments.waterBills.title')} />
      <WithPlot>{(plot, plotId) => <PlotBills plot={plot} plotId={plotId} />}</WithPlot>
    </>
  );
}
