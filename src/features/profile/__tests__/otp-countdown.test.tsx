import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { countdownAnnouncement, formatCountdown } from '../countdown';
import { OtpEntry } from '../components/otp-entry';

describe('countdown text', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(420)).toBe('07:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('announces at each minute, 30 s, 10 s and expiry — ten times in 420 s, not every second', () => {
    const spoken: string[] = [];
    for (let s = 420; s >= 0; s -= 1) {
      const text = countdownAnnouncement(s);
      if (spoken.at(-1) !== text) spoken.push(text);
    }
    expect(spoken).toEqual([
      'The OTP expires in 7 minutes.',
      'The OTP expires in 6 minutes.',
      'The OTP expires in 5 minutes.',
      'The OTP expires in 4 minutes.',
      'The OTP expires in 3 minutes.',
      'The OTP expires in 2 minutes.',
      'The OTP expires in 1 minute.',
      'The OTP expires in 30 seconds.',
      'The OTP expires in 10 seconds.',
      'The OTP has expired. Request a new one.',
    ]);
  });
});

describe('OtpEntry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
  const renderEntry = (onVerify = vi.fn(async () => null as string | null)) => {
    const now = Date.now();
    render(
      <OtpEntry
        sent={{
          target: 'new@demo.test',
          deadline: now + 420_000,
          resendAt: now + 30_000,
          resendsLeft: 3,
        }}
        label="OTP"
        backLabel="Change address"
        onVerify={onVerify}
        onResend={vi.fn(async () => {})}
        onCancel={vi.fn()}
      />,
    );
    return onVerify;
  };

  it('counts down from 07:00, speaking politely only when a step is crossed', () => {
    renderEntry();
    const timer = screen.getByRole('timer');
    const announcer = screen.getByTestId('otp-announcer');
    expect(timer).toHaveTextContent('07:00');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('The OTP expires in 7 minutes.');
    tick(1);
    expect(timer).toHaveTextContent('06:59');
    expect(announcer).toHaveTextContent('The OTP expires in 7 minutes.');
    tick(59);
    expect(timer).toHaveTextContent('06:00');
    expect(announcer).toHaveTextContent('The OTP expires in 6 minutes.');
  });

  it('allows a resend after 30 s, and stops verification when the code expires', () => {
    renderEntry();
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('Resend available in 00:30')).toBeInTheDocument();
    tick(30);
    expect(resend).toBeEnabled();
    tick(390);
    expect(screen.getByRole('timer')).toHaveTextContent('The OTP has expired. Request a new one.');
    expect(screen.getByTestId('otp-announcer')).toHaveTextContent('The OTP has expired.');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    expect(screen.getByLabelText('OTP')).toBeDisabled();
  });

  it('asks for six digits before calling the server, and shows its answer beside the field', async () => {
    const onVerify = renderEntry(
      vi.fn(async () => 'The OTP entered is incorrect or expired. Please try again.'),
    );
    const field = screen.getByLabelText('OTP');
    fireEvent.change(field, { target: { value: '12a3' } });
    expect(field).toHaveValue('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Enter the 6-digit OTP')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    });
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(field).toHaveAccessibleDescription(
      'The OTP entered is incorrect or expired. Please try again.',
    );
  });
});
