import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authenticateInvestorUser } from '@/api/account';
import { generateForgotPasswordLink } from '@/api/profile';
import { renderWithProviders } from '@/testing/render-with-providers';
import { dialogue, toast } from '@/ui/alerts';
import { LoginPage } from '../components/login-page';

vi.mock('@/api/account', () => ({ authenticateInvestorUser: vi.fn() }));
vi.mock('@/api/profile', () => ({
  getUserAndCompanyInfo: vi.fn(),
  generateForgotPasswordLink: vi.fn(),
}));
vi.mock('@/ui/alerts', () => ({
  toast: vi.fn(async () => {}),
  dialogue: vi.fn(async () => true),
  confirmation: vi.fn(),
  preloadAlerts: vi.fn(),
}));

const requestLink = vi.mocked(generateForgotPasswordLink);

async function openDialog() {
  const rendered = renderWithProviders(<LoginPage />);
  await rendered.user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  return { ...rendered, dialog };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('forgot password', () => {
  it("asks for the e-mail: 'This field is required', then 'Invalid email address'", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(requestLink).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog without a request', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestLink).not.toHaveBeenCalled();
  });

  it('shows the success dialogue when the link was sent', async () => {
    requestLink.mockResolvedValue({ IsSuccess: true, Message: 'Reset link sent.', Data: null });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Email/), 'investor@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(dialogue).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' })),
    );
    expect(requestLink).toHaveBeenCalledWith('investor@demo.test');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closes and shows the server's message as a 2 s error toast on failure", async () => {
    requestLink.mockResolvedValue({
      IsSuccess: false,
      Message: 'Email Id is not registered with MIDC',
      Data: null,
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Email/), 'nobody@demo.test{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          icon: 'error',
          text: 'Email Id is not registered with MIDC',
          timer: 2000,
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dialogue).not.toHaveBeenCalled();
    // Regression: the dialog's submit once bubbled (through the portal) into the sign-in form.
    expect(authenticateInvestorUser).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledOnce();
  });
});
