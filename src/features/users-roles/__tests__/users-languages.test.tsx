/** Issue 20: the sub-users list and the add form in Marathi and Hindi. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getSubUsers } from '@/api/users';
import type { SubUser } from '@/domain/contract/users';
import { activateLanguage, loadAllAreas } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { AddUserPage } from '../add-user-page';
import { UsersPage } from '../users-page';

vi.mock('@/api/users', () => ({
  getSubUsers: vi.fn(),
  addSubUser: vi.fn(),
  deleteSubUser: vi.fn(),
  resendVerification: vi.fn(),
}));
vi.mock('@/ui/alerts', () => ({ toast: vi.fn(async () => {}), confirmTo: vi.fn() }));

const subUser = (UserId: number, UserName: string, rights: string, Verified: boolean): SubUser => ({
  UserId,
  UserName,
  Email: `${UserName.split(' ')[0]!.toLowerCase()}@demo.test`,
  MobileNo: null,
  DepartmentRights: rights,
  // The server's English names: the screen names departments from the ids instead.
  Departments: rights ? ['Water', 'IT'] : [],
  Verified,
  CreatedDate: '2025-01-01T00:00:00Z',
});

async function inLanguage(language: 'mr' | 'hi') {
  await activateLanguage(language);
  await loadAllAreas();
}

afterEach(() => activateLanguage('en'));

describe('sub-users in Marathi and Hindi (issue 20)', { timeout: 60_000 }, () => {
  it('lists the users in Marathi: headers, status, department names, NA and the actions', async () => {
    await inLanguage('mr');
    vi.mocked(getSubUsers).mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: [subUser(11, 'Asha Patil', '2,4', true), subUser(12, 'Ravi Kumar', '', false)],
    });
    renderWithProviders(
      <PortalThemeProvider>
        <UsersPage />
      </PortalThemeProvider>,
    );
    const table = await screen.findByRole('table', { name: 'आपल्या खात्याचे वापरकर्ते' });
    for (const header of ['नाव', 'ई-मेल', 'मोबाइल', 'विभागनिहाय अधिकार', 'स्थिती', 'क्रिया'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const asha = within(table).getByRole('row', { name: /Asha Patil/ });
    expect(within(asha).getByText('पाणी')).toBeInTheDocument();
    expect(within(asha).getByText('माहिती तंत्रज्ञान')).toBeInTheDocument();
    expect(within(asha).getByText('सक्रिय')).toBeInTheDocument();
    expect(within(asha).getByText('लागू नाही')).toBeInTheDocument();
    const ravi = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(ravi).getByText('पडताळणीच्या प्रतीक्षेत')).toBeInTheDocument();
    expect(
      within(ravi).getByRole('button', { name: 'Ravi Kumar यांना लिंक पुन्हा पाठवा' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'वापरकर्ता जोडा' })).toBeVisible();
    expect(screen.queryByText('Water')).toBeNull();
  });

  it('checks the add-user form in Hindi', async () => {
    await inLanguage('hi');
    const { user } = renderWithProviders(<AddUserPage />);
    await user.click(screen.getByRole('button', { name: 'उपयोगकर्ता जोड़ें' }));
    expect(screen.getByText('नाम आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('अमान्य ई-मेल पता')).toBeInTheDocument();
    expect(screen.getByText('कम से कम एक विभाग चुनें')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /जल निकासी/ })).toBeInTheDocument();
  });
});
