import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authenticateInvestorUser } from '@/api/account';
import { generateForgotPasswordLink, getUserAndCompanyInfo } from '@/api/profile';
import { ApiError } from '@/api/client';
import { SETTINGS } from '@/config/settings';
import { sessionAtom } from '@/state/session';
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

const login = vi.mocked(authenticateInvestorUser);
const profile = vi.mocked(getUserAndCompanyInfo);
const requestLink = vi.mocked(generateForgotPasswordLink);

/** The sign-in page with its Forgot Password dialog open. */
async function openDialog() {
  const rendered = renderWithProviders(<LoginPage />);
  await rendered.user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  // The dialog's code loads on first use: give it longer than a render.
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' }, { timeout: 5000 });
  return { ...rendered, dialog };
}

const loginData = {
  UserType: 1,
  UserId: 42,
  SessionToken: 'sess-42',
  DepartmentRights: '0,2',
  access_token: 'jwt-42',
  refresh_token: 'refresh-42',
  expires_in: 900,
  Language: null,
};

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/Dashboard" element={<p>Dashboard reached</p>} />
    </Routes>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  SETTINGS.REGISTERNOWURL = 'https://register.example.test/';
});

describe('sign-in screen', () => {
  it('shows the welcome text, labelled fields and both links', () => {
    renderLogin();
    expect(
      screen.getByRole('heading', { name: 'Welcome to the Single Window Clearance System' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    const register = screen.getByRole('link', { name: /Register Now/ });
    expect(register).toHaveAttribute('href', 'https://register.example.test/');
    expect(register).toHaveAttribute('target', '_blank');
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("warns 'Please enter Email' for 3 s when the e-mail is empty", async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'warning', text: 'Please enter Email', timer: 3000 }),
    );
    expect(login).not.toHaveBeenCalled();
  });

  it("warns 'Please enter password' for 3 s when the password is empty", async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'investor@demo.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'warning', text: 'Please enter password', timer: 3000 }),
    );
    expect(login).not.toHaveBeenCalled();
  });

  it("shows a 1.5 s error toast titled 'Warning' when the answer has no UserType", async () => {
    login.mockResolvedValue({
      IsSuccess: false,
      Message: 'Please enter valid Email and password',
      Code: 'account.invalidLogin',
      Data: null,
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'investor@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          icon: 'error',
          title: 'Warning',
          text: 'Please enter valid Email and password',
          timer: 1500,
        }),
      ),
    );
    expect(login).toHaveBeenCalledWith({ Email: 'investor@demo.test', Password: 'wrong' });
    expect(sessionStorage.getItem('UserId')).toBeNull();
  });

  it("shows a 1.5 s error toast titled 'Error' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    login.mockRejectedValue(new ApiError('Network error', null, undefined));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'investor@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          icon: 'error',
          title: 'Error',
          text: 'An error occurred while logging in',
          timer: 1500,
        }),
      ),
    );
  });

  it('on success (Enter key) stores the session, loads the company and opens /Dashboard', async () => {
    login.mockResolvedValue({ IsSuccess: true, Message: '', Data: loginData });
    profile.mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: {
        userData: { UserId: 42, UserName: 'Asha', Email: 'investor@demo.test' },
        companyInfo: { CompanyName: 'Demo Industries Pvt Ltd' },
      } as never,
    });
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), ' investor@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'Demo@12345{Enter}');

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ Email: 'investor@demo.test', Password: 'Demo@12345' });
    expect(profile).toHaveBeenCalledWith(42);
    expect(sessionStorage.getItem('UserId')).toBe('42');
    expect(sessionStorage.getItem('access_token')).toBe('jwt-42');
    expect(sessionStorage.getItem('SessionToken')).toBe('sess-42');
    expect(sessionStorage.getItem('DepartmentRights')).toBe('0,2');
    expect(sessionStorage.getItem('refresh_token')).toBe('refresh-42');
    const session = store.get(sessionAtom);
    expect(session).toMatchObject({
      UserId: '42',
      role: 1,
      userData: { UserName: 'Asha', DepartmentRights: '0,2' },
      companyInfo: { CompanyName: 'Demo Industries Pvt Ltd' },
    });
    expect(JSON.parse(sessionStorage.getItem('root') ?? '{}')).toMatchObject({
      UserId: '42',
      role: 1,
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows 'Successfully Logged Out' for 3 s after a logout redirect, once", async () => {
    sessionStorage.setItem('loggedOut', '1');
    renderLogin();
    await waitFor(() =>
      expect(dialogue).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Successfully Logged Out', timer: 3000 }),
      ),
    );
    expect(sessionStorage.getItem('loggedOut')).toBeNull();
  });
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
