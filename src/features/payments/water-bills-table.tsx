/**
 * The plot's water bills in a table: bill number, period, due date (India time), amount (₹, two
 * decimals) and status; an unpaid bill has its Pay button, a paid one its receipt link.
 */
import { Link as RouterLink } from 'react-router-dom';
import { DateTime } from 'luxon';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlotWaterBill } from '@/api/payments';
import { paths } from '@/config/paths';
import { formatDate, formatInr, INDIA_ZONE } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-ids';

const COLUMNS: MessageId[] = [
  'payments.bills.billNo',
  'payments.bills.period',
  'payments.bills.dueDate',
  'common.amount',
  'common.status',
  'payments.bills.action',
];

/** Unpaid past its due date (dates compared as India calendar days). */
function overdue(bill: PlotWaterBill): boolean {
  const today = DateTime.now().setZone(INDIA_ZONE).toISODate() ?? '';
  return bill.Status === 'Unpaid' && bill.DueDate < today;
}

function StatusChip({ bill }: { bill: PlotWaterBill }) {
  const t = useT();
  if (bill.Status === 'Paid')
    return <Chip size="small" color="success" label={t('payments.bills.paid')} />;
  if (bill.PendingTransactionID)
    return <Chip size="small" color="warning" label={t('payments.bills.pending')} />;
  if (overdue(bill)) return <Chip size="small" color="error" label={t('payments.bills.overdue')} />;
  return <Chip size="small" variant="outlined" label={t('payments.bills.unpaid')} />;
}

function BillAction({
  bill,
  busy,
  onPay,
}: {
  bill: PlotWaterBill;
  busy: boolean;
  onPay: (bill: PlotWaterBill) => void;
}) {
  const t = useT();
  if (bill.Status === 'Paid') {
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {t('payments.bills.paidOn', { date: formatDate(bill.PaidAt) })}
        </Typography>
        {bill.ReceiptTransactionID ? (
          <Link
            component={RouterLink}
            to={paths.waterBillResponse.getHref(bill.ReceiptTransactionID)}
            aria-label={t('payments.bills.receiptLabel', { bill: bill.BillNumber })}
          >
            {t('payments.bills.viewReceipt')}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('payments.bills.paidOutside')}
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        size="small"
        disabled={busy}
        onClick={() => onPay(bill)}
        aria-label={t('payments.bills.payLabel', {
          bill: bill.BillNumber,
          amount: formatInr(bill.Amount),
        })}
      >
        {t('payments.pay.amount', { amount: formatInr(bill.Amount) })}
      </Button>
      {bill.PendingTransactionID ? (
        <Link
          component={RouterLink}
          variant="body2"
          to={paths.waterBillResponse.getHref(bill.PendingTransactionID)}
        >
          {t('payments.bills.openAtGateway')}
        </Link>
      ) : null}
    </Stack>
  );
}

export function WaterBillsTable({
  bills,
  busy,
  onPay,
}: {
  bills: PlotWaterBill[];
  busy: boolean;
  onPay: (bill: PlotWaterBill) => void;
}) {
  const t = useT();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 1040 }}>
      <Table size="small" aria-label={t('payments.bills.tableLabel')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'common.amount' ? 'right' : 'left'}>
                {t(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bills.map((bill) => (
            <TableRow key={bill.TrackingId} data-testid={`water-bill-${bill.TrackingId}`}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {bill.BillNumber}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('payments.bills.trackingId', { id: bill.TrackingId })}
                </Typography>
              </TableCell>
              <TableCell>
                {t('payments.bills.periodRange', {
                  from: formatDate(bill.PeriodFrom),
                  to: formatDate(bill.PeriodTo),
                })}
              </TableCell>
              <TableCell>{formatDate(bill.DueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatInr(bill.Amount)}
              </TableCell>
              <TableCell>
                <StatusChip bill={bill} />
              </TableCell>
              <TableCell>
                <BillAction bill={bill} busy={busy} onPay={onPay} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
