/** Issue 20: the profile in Marathi and Hindi — labels, role, department rights, yes/no, NA. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as profileApi from '@/api/profile';
import { getUserAndCompanyInfo } from '@/api/profile';
import { getNotificationPreferences } from '@/api/notifications';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { activateLanguage, loadAllAreas } from '@/i18n/i18n';
import { setUserIdAtom } from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { createStore } from 'jotai';
import { ProfilePage } from '../profile-page';
import { EditProfilePage } from '../edit-profile-page';

vi.mock('@/api/profile', async (original) => ({
  ...(await original<typeof profileApi>()),
  getUserAndCompanyInfo: vi.fn(),
  getCompanyName: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/api/notifications', () => ({
  getNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));
vi.mock('@/ui/alerts', () => ({ toast: vi.fn(async () => {}) }));

const info = (RoleID: number): UserAndCompanyInfo => ({
  userData: {
    UserId: 42,
    UserName: 'Asha Patil',
    Email: 'asha@demo.test',
    MobileNo: '9898989898',
    RoleID,
    UserType: RoleID,
    ParentUserId: null,
    DepartmentRights: '2,4',
    SessionToken: '',
    EmailVerified: true,
    EmailVerifiedDate: null,
    IsActive: true,
    IsOLASUser: false,
    MAITRIUserId: null,
    MIDCUser: false,
    SecurityQuestion: null,
    SecurityAnswer: null,
    VerificationToken: null,
    TokenGeneratedDate: null,
    PlotID: null,
    CreatedBy: null,
    CreatedDate: '2025-01-15T10:00:00Z',
    ModifiedBy: null,
    ModifiedDate: '2025-01-15T10:00:00Z',
  },
  companyInfo: {
    UserName: 'Asha Patil',
    CompanyName: 'Deccan Agro Pvt Ltd',
    CompanyAddress: 'Plot W-45, MIDC Chakan',
    CompanyAddressLine2: null,
    Pincode: '410501',
    State: 'Maharashtra',
    City: 'Pune',
    Town: 'Chakan',
    CompanyTIN: null,
    CompanyPAN: 'AABCD1234E',
    CompanyPhoneNo: null,
    CompanyFaxNo: null,
    GSTIN: null,
  },
});

async function show(language: 'mr' | 'hi', page: 'profile' | 'edit', role = 3) {
  await activateLanguage(language);
  await loadAllAreas();
  vi.mocked(getUserAndCompanyInfo).mockResolvedValue({
    IsSuccess: true,
    Message: '',
    Data: info(role),
  });
  vi.mocked(getNotificationPreferences).mockReturnValue(new Promise(() => {}));
  const store = createStore();
  store.set(setUserIdAtom, '42');
  return renderWithProviders(page === 'profile' ? <ProfilePage /> : <EditProfilePage />, {
    store,
  });
}

afterEach(() => activateLanguage('en'));

describe('the profile in Marathi and Hindi (issue 20)', { timeout: 60_000 }, () => {
  it('shows the profile in Marathi: headings, labels, role and department names, yes and NA', async () => {
    await show('mr', 'profile');
    expect(await screen.findByRole('heading', { name: 'वापरकर्त्याची माहिती' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'कंपनीची माहिती' })).toBeVisible();
    expect(screen.getByText('ई-मेल पत्ता')).toBeInTheDocument();
    expect(screen.getByText('व्यवहार वापरकर्ता')).toBeInTheDocument();
    expect(screen.getByText('पाणी, माहिती तंत्रज्ञान')).toBeInTheDocument();
    expect(screen.getByText('होय')).toBeInTheDocument();
    // Data stays as it is; an empty value reads NA in Marathi.
    expect(screen.getByText('Deccan Agro Pvt Ltd')).toBeInTheDocument();
    expect(screen.getAllByText('लागू नाही').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'प्रोफाइल संपादित करा' })).toBeVisible();
    expect(screen.queryByText('User information')).toBeNull();
  });

  it('shows the profile in Hindi', async () => {
    await show('hi', 'profile', 1);
    expect(await screen.findByRole('heading', { name: 'उपयोगकर्ता की जानकारी' })).toBeVisible();
    expect(screen.getByText('निवेशक')).toBeInTheDocument();
    expect(screen.getByText('पिन कोड')).toBeInTheDocument();
  });

  it('checks the edit-profile fields in Marathi as the user types', async () => {
    const { user } = await show('mr', 'edit', 1);
    const pin = await screen.findByRole('textbox', { name: 'पिन कोड' });
    await user.clear(pin);
    await user.type(pin, '12');
    await user.tab();
    expect(screen.getByText('6 अंकी पिन कोड प्रविष्ट करा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड बदला' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'ओटीपी पाठवा' })).toHaveLength(2);
  });
});
