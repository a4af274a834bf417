import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/ui/visually-hidden';
import { countdownAnnouncement, formatCountdown } from '../countdown';

/**
 * The visible mm:ss (a timer, not read out) and a polite live region whose text changes only at
 * the steps of countdownAnnouncement.
 */
export function OtpCountdown({ seconds }: { seconds: number }) {
  return (
    <>
      <Typography
        role="timer"
        aria-live="off"
        variant="body2"
        color={seconds > 0 ? 'text.secondary' : 'error'}
      >
        {seconds > 0 ? (
          <>
            The OTP expires in <strong>{formatCountdown(seconds)}</strong>
          </>
        ) : (
          'The OTP has expired. Request a new one.'
        )}
      </Typography>
      <div aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid="otp-announcer">
        {countdownAnnouncement(seconds)}
      </div>
    </>
  );
}
