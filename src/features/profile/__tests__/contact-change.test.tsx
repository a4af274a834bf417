import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { generateChangeEmailOtp, verifyChangeEmailOtp } from '@/api/profile';
import { otpMessages } from '@/domain/otp';
import { setUserIdAtom } from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ContactChange } from '../components/contact-change';

vi.mock('@/api/profile', () => ({
  generateChangeEmailOtp: vi.fn(),
  verifyChangeEmailOtp: vi.fn(),
  generateMobileOtp: vi.fn(),
  verifyMobileOtp: vi.fn(),
}));
vi.mock('@/ui/alerts', () => ({ toast: vi.fn(async () => {}) }));

const sent = {
  IsSuccess: true,
  Message: 'sent',
  Data: { ExpiresIn: 420, ResendIn: 30, ResendsLeft: 3 },
};

function setup() {
  const store = createStore();
  store.set(setUserIdAtom, '7');
  const onChanged = vi.fn();
  return {
    onChanged,
    ...renderWithProviders(<ContactChange kind="email" onChanged={onChanged} />, { store }),
  };
}

beforeEach(() => vi.clearAllMocks());

describe('ContactChange (e-mail)', () => {
  it('checks the address, sends the OTP to it, shows the wrong-OTP message, then changes it', async () => {
    vi.mocked(generateChangeEmailOtp).mockResolvedValue(sent);
    vi.mocked(verifyChangeEmailOtp)
      .mockResolvedValueOnce({
        IsSuccess: false,
        Message: otpMessages.incorrect,
        Data: { AttemptsLeft: 4 },
      })
      .mockResolvedValueOnce({
        IsSuccess: true,
        Message: 'Email changed successfully.',
        Data: null,
      });
    const { user, onChanged } = setup();
    await user.type(screen.getByLabelText(/New e-mail address/), 'bad');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(generateChangeEmailOtp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/New e-mail address/));
    await user.type(screen.getByLabelText(/New e-mail address/), 'new@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(generateChangeEmailOtp).toHaveBeenCalledWith('7', 'new@demo.test');
    expect(await screen.findByRole('timer')).toHaveTextContent('07:00');

    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText(`${otpMessages.incorrect} 4 attempts left.`),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(verifyChangeEmailOtp).toHaveBeenLastCalledWith('7', 'new@demo.test', '123456');
    expect(onChanged).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('shows the spec message when the address cannot be used, keeping what was typed', async () => {
    vi.mocked(generateChangeEmailOtp).mockResolvedValue({
      IsSuccess: false,
      Message: otpMessages.emailFailed,
      Data: null,
    });
    const { user } = setup();
    await user.type(screen.getByLabelText(/New e-mail address/), 'taken@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(otpMessages.emailFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/New e-mail address/)).toHaveValue('taken@demo.test');
  });
});
