import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetPassword } from '@/api/profile';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ResetPasswordPage } from '../components/reset-password-page';

vi.mock('@/api/profile', () => ({ resetPassword: vi.fn() }));
const reset = vi.mocked(resetPassword);

const open = (search = '?token=tok-1') =>
  renderWithProviders(<ResetPasswordPage />, { route: `/ResetPassword${search}` });

beforeEach(() => vi.clearAllMocks());

describe('reset password (spec §2)', () => {
  it('shows the rules before submit and marks them as they are met', async () => {
    const { user } = open();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules).toHaveTextContent(/At least 8 characters.* \(not met\)/);
    await user.type(screen.getByLabelText('New password'), 'Demo@12345');
    expect(rules).not.toHaveTextContent(/not met/);
  });

  it('refuses a weak or unconfirmed password without calling the server', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('The password does not meet every rule above.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Demo@12345');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo@12346');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('resets with the token and then offers sign-in', async () => {
    reset.mockResolvedValue({ IsSuccess: true, Message: '', Data: null });
    const { user } = open();
    await user.type(screen.getByLabelText('New password'), 'Demo@12345');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo@12345{Enter}');
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('tok-1', 'Demo@12345');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message when the link is no longer valid", async () => {
    reset.mockResolvedValue({
      IsSuccess: false,
      Message: 'The reset link has expired',
      Data: null,
    });
    const { user } = open();
    await user.type(screen.getByLabelText('New password'), 'Demo@12345');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo@12345{Enter}');
    expect(await screen.findByText('The reset link has expired')).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    open('');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
