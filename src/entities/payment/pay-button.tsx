/**
 * Pay button of an application waiting for its fee. A corporate payer may deduct TDS: the
 * deduction and the amount left to pay are worked out by the server (TDSDeductionInPercent), and
 * ConfirmPayment then charges what the server holds. The page then goes to the gateway. A payment
 * already open on other terms (the payer came back from the gateway and changed the TDS choice)
 * is not replaced while the gateway may take it: the button offers to continue it at its amount.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getTdsSections, tdsDeduction, type TdsDeduction, type TdsSection } from '@/api/payments';
import { formatInr } from '@/domain/format';
import type { OpenPaymentRefusal } from '@/domain/payment-open';
import { t as translate } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { userIdAtom } from '@/state/session';
import { startPayment } from './start-payment';

export interface PayButtonProps {
  submissionId: string;
  /** The fee as the application view shows it (display only; the server charges its own). */
  amount?: number | null;
}

export function PayButton({ submissionId, amount }: PayButtonProps) {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const [corporate, setCorporate] = useState(false);
  const [sections, setSections] = useState<TdsSection[]>([]);
  const [section, setSection] = useState('');
  const [deduction, setDeduction] = useState<TdsDeduction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenPaymentRefusal | null>(null);

  useEffect(() => {
    if (!corporate || sections.length > 0) return;
    getTdsSections().then(
      (res) => setSections(res.IsSuccess ? res.Data : []),
      () => setError(translate('payments.pay.tdsSectionsFailed')),
    );
  }, [corporate, sections.length]);

  useEffect(() => {
    if (!corporate || !section || !userId) return undefined;
    let live = true;
    tdsDeduction(userId, submissionId, section).then(
      (res) => live && (res.IsSuccess ? setDeduction(res.Data) : setError(res.Message)),
      () => live && setError(translate('payments.pay.tdsDeductionFailed')),
    );
    return () => {
      live = false;
    };
  }, [corporate, section, submissionId, userId]);

  /** Pays on the terms shown, or (`tdsSection` given) continues the open payment on its own. */
  const pay = async (tdsSection?: string | null) => {
    setBusy(true);
    setError(null);
    setOpen(null);
    const chosen = corporate && section ? section : undefined;
    const tds = tdsSection === undefined ? chosen : (tdsSection ?? undefined);
    const refused = await startPayment(
      { kind: 'Application', submissionId, tdsSection: tds },
      userId,
      setOpen,
    );
    if (refused) {
      setError(refused);
      setBusy(false);
    }
  };

  const shown = corporate && deduction ? deduction : null;
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }} data-testid="pay-button">
      <FormControlLabel
        control={
          <Checkbox
            checked={corporate}
            onChange={(e) => {
              setCorporate(e.target.checked);
              setDeduction(null);
              setSection('');
            }}
          />
        }
        label={t('payments.pay.corporate')}
      />
      {corporate ? (
        <TextField
          select
          size="small"
          label={t('payments.pay.tdsSection')}
          value={section}
          onChange={(e) => setSection(e.target.value)}
        >
          {sections.map((s) => (
            <MenuItem key={s.Section} value={s.Section}>
              {`${s.Section} — ${s.Description} (${s.Percent} %)`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {shown ? (
        <Typography variant="body2" data-testid="tds-deduction">
          <Trans
            id="payments.pay.deduction"
            values={{
              fee: formatInr(shown.Amount),
              tds: formatInr(shown.TDSAmount),
              payable: formatInr(shown.PayableAmount),
            }}
            components={{ 0: <strong /> }}
          />
        </Typography>
      ) : null}
      <Button
        variant="contained"
        onClick={() => void pay()}
        disabled={busy || (corporate && !deduction)}
      >
        {busy ? t('payments.pay.opening') : payLabel(shown?.PayableAmount ?? amount)}
      </Button>
      {error ? (
        <Alert
          severity={open ? 'warning' : 'error'}
          data-testid={open ? 'open-payment' : undefined}
        >
          {error}
        </Alert>
      ) : null}
      {open ? (
        <Button variant="outlined" disabled={busy} onClick={() => void pay(open.TDSSection)}>
          {t('payments.pay.continueOpen', { amount: formatInr(open.Amount) })}
        </Button>
      ) : null}
    </Stack>
  );
}

const payLabel = (amount: number | null | undefined) =>
  amount === null || amount === undefined
    ? translate('payments.pay.now')
    : translate('payments.pay.amount', { amount: formatInr(amount) });
