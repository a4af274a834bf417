import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getNotificationPreferences, saveNotificationPreferences } from '@/api/notifications';
import type { NotificationPreferences as Prefs } from '@/api/notifications';
import { activateLanguage, loadAllAreas } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NotificationPreferences } from '../components/notification-preferences';

vi.mock('@/api/notifications', () => ({
  getNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));
vi.mock('@/ui/alerts', () => ({ toast: vi.fn(async () => {}) }));

const ALWAYS =
  'Account security (password reset links, one-time passwords, contact changes): always sent';

/** What the server answers for an investor (a part of the kinds, in its order). */
const prefs = (off: string[] = []): Prefs => ({
  SmsAlerts: false,
  HasMobile: true,
  AlwaysSent: ALWAYS,
  Email: [
    ['application.submitted', 'applications', 'Applications', 'Submitted'],
    [
      'application.clarification',
      'applications',
      'Applications',
      'Clarification sought by the office',
    ],
    ['payment.failed', 'payments', 'Payments of application fees', 'Payment failed'],
    ['bill.due', 'bills', 'Water bills', 'Water bill due'],
  ].map(([Kind, Group, GroupLabel, Label]) => ({
    Kind: Kind!,
    Group: Group!,
    GroupLabel: GroupLabel!,
    Label: Label!,
    Enabled: !off.includes(Kind!),
  })),
});

beforeEach(() => vi.clearAllMocks());

describe('NotificationPreferences', () => {
  it('shows one e-mail switch per kind under its group, and security as on and not switchable', async () => {
    vi.mocked(getNotificationPreferences).mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: prefs(['payment.failed']),
    });
    renderWithProviders(<NotificationPreferences />);
    const applications = await screen.findByRole('group', { name: 'Applications' });
    expect(within(applications).getAllByRole('switch').length).toBe(2);
    expect(within(applications).getByRole('switch', { name: 'Submitted' })).toBeChecked();
    const payments = screen.getByRole('group', { name: 'Payments of application fees' });
    expect(within(payments).getByRole('switch', { name: 'Payment failed' })).not.toBeChecked();
    const security = screen.getByRole('switch', { name: ALWAYS });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Send me SMS alerts' })).not.toBeChecked();
  });

  it('saves the kinds switched off, one by one, and SMS on', async () => {
    vi.mocked(getNotificationPreferences).mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: prefs(['payment.failed']),
    });
    vi.mocked(saveNotificationPreferences).mockImplementation(async (body) => ({
      IsSuccess: true,
      Message: 'Notification preferences saved',
      Data: { ...prefs(body.EmailOff), SmsAlerts: body.SmsAlerts },
    }));
    const { user } = renderWithProviders(<NotificationPreferences />);
    await user.click(
      await screen.findByRole('switch', { name: 'Clarification sought by the office' }),
    );
    await user.click(screen.getByRole('switch', { name: 'Payment failed' }));
    await user.click(screen.getByRole('switch', { name: 'Send me SMS alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(saveNotificationPreferences).toHaveBeenCalledWith({
      SmsAlerts: true,
      EmailOff: ['application.clarification'],
    });
    expect(
      screen.getByRole('switch', { name: 'Clarification sought by the office' }),
    ).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Payment failed' })).toBeChecked();
  });

  it('says the server’s refusal and keeps the switches as they were set', async () => {
    vi.mocked(getNotificationPreferences).mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: prefs(),
    });
    vi.mocked(saveNotificationPreferences).mockResolvedValue({
      IsSuccess: false,
      Message: 'Invalid request',
      Data: null as unknown as Prefs,
    });
    const { user } = renderWithProviders(<NotificationPreferences />);
    await user.click(await screen.findByRole('switch', { name: 'Water bill due' }));
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Water bill due' })).not.toBeChecked();
  });
});

describe('NotificationPreferences in Marathi (issue 20)', { timeout: 60_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('names the groups, the switches and the security messages from the catalog, not the server’s English', async () => {
    await activateLanguage('mr');
    await loadAllAreas();
    vi.mocked(getNotificationPreferences).mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: prefs(['payment.failed']),
    });
    renderWithProviders(<NotificationPreferences />);
    const applications = await screen.findByRole('group', { name: 'अर्ज' });
    expect(within(applications).getByRole('switch', { name: 'सादर झाला' })).toBeChecked();
    expect(
      within(applications).getByRole('switch', { name: 'कार्यालयाने स्पष्टीकरण मागवले' }),
    ).toBeChecked();
    const payments = screen.getByRole('group', { name: 'अर्ज शुल्कांचा भरणा' });
    expect(within(payments).getByRole('switch', { name: 'भरणा अयशस्वी' })).not.toBeChecked();
    const bills = screen.getByRole('group', { name: 'पाणी देयके' });
    expect(within(bills).getByRole('switch', { name: 'पाणी देयक देय' })).toBeChecked();
    const security = screen.getByRole('switch', {
      name: 'खाते सुरक्षा (पासवर्ड रीसेट लिंक, एकवेळ पासवर्ड, संपर्क तपशिलांतील बदल): नेहमी पाठवले जातात',
    });
    expect(security).toBeDisabled();
    expect(screen.queryByText('Applications')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.queryByText(ALWAYS)).not.toBeInTheDocument();
  });

  it('keeps the server’s label for a kind this browser does not know yet', async () => {
    await activateLanguage('mr');
    await loadAllAreas();
    const data = prefs();
    data.Email.push({
      Kind: 'plot.merged',
      Group: 'plots',
      GroupLabel: 'Plot registrations',
      Label: 'Plots merged',
      Enabled: true,
    });
    vi.mocked(getNotificationPreferences).mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: data,
    });
    renderWithProviders(<NotificationPreferences />);
    const plots = await screen.findByRole('group', { name: 'भूखंड नोंदणी' });
    expect(within(plots).getByRole('switch', { name: 'Plots merged' })).toBeChecked();
  });
});
