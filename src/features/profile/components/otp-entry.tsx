import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isOtpShaped, OTP_LENGTH } from '@/domain/otp';
import { t } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { formatCountdown, useCountdown } from '../countdown';
import { OtpCountdown } from './otp-countdown';

/** A code that was sent: where to, and the times (epoch ms) the server gave for it. */
export interface SentCode {
  target: string;
  deadline: number;
  resendAt: number;
  resendsLeft: number;
}

/**
 * Entering a one-time password: the code field, the countdown to expiry, Verify, Resend (enabled
 * once the server allows it) and a way back to correct the address. `onVerify` answers an error
 * for the code field, or null when the change is done.
 */
export function OtpEntry(props: {
  sent: SentCode;
  label: string;
  /** The button that goes back to correct the address or number. */
  backLabel: string;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}) {
  const left = useCountdown(props.sent.deadline);
  const resendIn = useCountdown(props.sent.resendAt);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tr = useT();

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpShaped(code)) return setError(t('account.otp.enterDigits', { length: OTP_LENGTH }));
    setBusy(true);
    try {
      setError(await props.onVerify(code));
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    try {
      await props.onResend();
      setCode('');
      setError(null);
    } finally {
      setBusy(false);
    }
  };

  const canResend = resendIn === 0 && props.sent.resendsLeft > 0;
  return (
    <Box component="form" noValidate onSubmit={(e) => void verify(e)}>
      <Typography sx={{ mb: 1 }}>
        <Trans
          id="account.otp.sentTo"
          values={{ length: OTP_LENGTH, target: props.sent.target }}
          components={{ 0: <strong /> }}
        />
      </Typography>
      <OtpCountdown seconds={left} />
      <TextField
        label={props.label}
        value={code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        disabled={left === 0}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH } }}
        sx={{ mt: 2, width: 360, maxWidth: '100%' }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy || left === 0}>
          {tr('account.otp.verify')}
        </Button>
        <Button variant="outlined" onClick={() => void resend()} disabled={busy || !canResend}>
          {tr('account.otp.resend')}
        </Button>
        <Button onClick={props.onCancel} disabled={busy}>
          {props.backLabel}
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="off">
          {props.sent.resendsLeft === 0
            ? tr('account.otp.noMoreResends')
            : resendIn > 0
              ? tr('account.otp.resendIn', { time: formatCountdown(resendIn) })
              : null}
        </Typography>
      </Stack>
    </Box>
  );
}
