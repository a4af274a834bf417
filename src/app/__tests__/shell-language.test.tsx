import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { saveLanguage } from '@/api/account';
import { useCompleteSignIn } from '@/auth/use-complete-sign-in';
import type { LoginData } from '@/domain/contract/account';
import { activateLanguage, currentLanguage, loadAllAreas } from '@/i18n/i18n';
import {
  mergeCompanyInfoAtom,
  mergeUserDataAtom,
  setRoleAtom,
  setUserIdAtom,
} from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import TablePagination from '@mui/material/TablePagination';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { AppLayout } from '../layouts/app-layout';
import { pickLanguage } from '@/i18n/language-choice';

vi.mock('@/api/account', () => ({
  logOutLiveSession: vi.fn(async () => ({ IsSuccess: true, Message: '', Data: null })),
  saveLanguage: vi.fn(async () => ({ IsSuccess: true, Message: '', Data: null })),
}));
vi.mock('@/api/profile', () => ({
  getUserAndCompanyInfo: vi.fn(async () => ({ IsSuccess: false, Message: '', Data: null })),
}));
// The bell reads the server; its own texts are the notifications part's.
vi.mock('@/features/notifications/notification-bell', () => ({ NotificationBell: () => null }));

function investor() {
  const store = createStore();
  store.set(setUserIdAtom, '42');
  store.set(setRoleAtom, 1);
  store.set(mergeUserDataAtom, { DepartmentRights: '', UserName: 'asha' });
  store.set(mergeCompanyInfoAtom, { CompanyName: 'Demo Industries Pvt Ltd' });
  return store;
}

const login: LoginData = {
  UserType: 1,
  UserId: 42,
  SessionToken: 's',
  DepartmentRights: '',
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  Language: null,
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
  await loadAllAreas(); // as the shell does before its first render
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the shell in the chosen language (issue 20)', () => {
  it('shows the header and the menu in Marathi, with <html lang>', async () => {
    await activateLanguage('mr');
    renderWithProviders(<AppLayout>page</AppLayout>, { store: investor() });

    expect(document.documentElement.lang).toBe('mr-IN');
    expect(screen.getByRole('link', { name: 'मुख्य मजकुराकडे जा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेनू उघडा' })).toBeInTheDocument();
    expect(screen.getByText('एक खिडकी मंजुरी पोर्टल')).toBeInTheDocument();
    expect(screen.getByText('गुंतवणूकदार')).toBeInTheDocument();
    // The company's name is data: as registered.
    expect(screen.getByText('Demo Industries Pvt Ltd')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मदत' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('mr');

    const [menu] = screen.getAllByRole('navigation', { name: 'मुख्य मेनू' });
    expect(within(menu!).getByRole('heading', { name: 'आढावा' })).toBeInTheDocument();
    expect(within(menu!).getByRole('heading', { name: 'भूखंड आणि सेवा' })).toBeInTheDocument();
    expect(within(menu!).getByRole('link', { name: 'डॅशबोर्ड' })).toBeInTheDocument();
    expect(within(menu!).getByRole('link', { name: 'सेवा विनंती करा' })).toBeInTheDocument();
    expect(within(menu!).queryByText(/Dashboard|Overview|Help/)).toBeNull();
  });

  it('switches from the header while signed in, remembers it and saves it on the profile', async () => {
    const { user } = renderWithProviders(<AppLayout>page</AppLayout>, { store: investor() });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('button', { name: 'साइन आउट' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'मुख्य मेनू' }).length).toBeGreaterThan(0);
    expect(screen.getByText('निवेशक')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('language')).toBe('hi');
    await waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('hi'));
  });
});

describe("MUI's own texts (issue 20)", () => {
  it('follow the language on screen: table paging in Hindi', async () => {
    await activateLanguage('hi');
    renderWithProviders(
      <PortalThemeProvider baseline={false}>
        <table>
          <tfoot>
            <tr>
              <TablePagination
                count={42}
                page={0}
                rowsPerPage={10}
                onPageChange={() => undefined}
              />
            </tr>
          </tfoot>
        </table>
      </PortalThemeProvider>,
    );
    expect(screen.getByText('प्रति पृष्ठ पंक्तियाँ:')).toBeInTheDocument();
    expect(screen.getByText('42 में से 1–10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगले पृष्ठ पर जाएँ' })).toBeInTheDocument();
  });
});

describe('the language at sign-in (issue 20)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={createStore()}>{children}</JotaiProvider>
  );

  it("applies the profile's language and remembers it in this browser", async () => {
    const { result } = renderHook(() => useCompleteSignIn(), { wrapper });
    await act(() => result.current({ ...login, Language: 'hi' }, 1));
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(saveLanguage).not.toHaveBeenCalled();
  });

  it('saves the language picked before signing in when the profile has none', async () => {
    localStorage.setItem('language', 'mr');
    await activateLanguage('mr');
    const { result } = renderHook(() => useCompleteSignIn(), { wrapper });
    await act(() => result.current(login, 1));
    expect(saveLanguage).toHaveBeenCalledWith('mr');
    expect(currentLanguage()).toBe('mr');
  });

  it("lets a language picked on the sign-in page win over the profile's, and saves it", async () => {
    pickLanguage('mr');
    await activateLanguage('mr');
    const { result } = renderHook(() => useCompleteSignIn(), { wrapper });
    await act(() => result.current({ ...login, Language: 'en' }, 1));
    expect(currentLanguage()).toBe('mr');
    expect(saveLanguage).toHaveBeenCalledWith('mr');
  });

  it('saves nothing when no language was ever picked', async () => {
    const { result } = renderHook(() => useCompleteSignIn(), { wrapper });
    await act(() => result.current(login, 1));
    expect(saveLanguage).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('en');
  });
});
