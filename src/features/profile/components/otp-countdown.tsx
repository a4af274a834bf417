import Typography from '@mui/material/Typography';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/ui/visually-hidden';
import { countdownAnnouncement, formatCountdown } from '../countdown';

/**
 * The visible mm:ss (a timer, not read out) and a polite live region whose text changes only at
 * the steps of countdownAnnouncement.
 */
export function OtpCountdown({ seconds }: { seconds: number }) {
  const t = useT();
  return (
    <>
      <Typography
        role="timer"
        aria-live="off"
        variant="body2"
        color={seconds > 0 ? 'text.secondary' : 'error'}
      >
        {seconds > 0 ? (
          <Trans
            id="account.otp.expiresIn"
            values={{ time: formatCountdown(seconds) }}
            components={{ 0: <strong /> }}
          />
        ) : (
          t('account.otp.expired')
        )}
      </Typography>
      <div aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid="otp-announcer">
        {countdownAnnouncement(seconds)}
      </div>
    </>
  );
}
