/**
 * The OTP countdown (spec §9: 420 s): mm:ss for the eye, and a spoken announcement only when the
 * remaining time crosses a step (each whole minute, then 30 s, 10 s and expiry), so a screen reader
 * is told often enough to act but is not read a number every second.
 */
import { useEffect, useState } from 'react';
import { t } from '@/i18n/i18n';

/** 420 → '07:00', 65 → '01:05', negative → '00:00'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The announcement for the step the remaining time is in; equal texts mean "say nothing new". */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return t('account.otp.expired');
  if (seconds <= 10) return t('account.otp.expiresInSeconds', { seconds: 10 });
  if (seconds <= 30) return t('account.otp.expiresInSeconds', { seconds: 30 });
  return t('account.otp.expiresInMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** Whole seconds until `deadline` (epoch ms), re-read from the clock so a slow tab cannot drift. */
export function secondsUntil(deadline: number | null, now = Date.now()): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Seconds left until `deadline`, updated every second until it reaches zero. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsUntil(deadline, at) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline, now);
}
