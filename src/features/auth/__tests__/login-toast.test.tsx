import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoginPage } from '../components/login-page';

vi.mock('@/api/account', () => ({ authenticateInvestorUser: vi.fn() }));

// sweetalert2 asks for the colour scheme; jsdom has no matchMedia.
window.matchMedia ??= ((query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList) as typeof window.matchMedia;

// With the real sweetalert2: the toast the user sees carries the spec's words.
describe('sign-in toasts on screen', () => {
  it("shows a visible 'Please enter Email' warning toast", async () => {
    const { user } = renderWithProviders(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const text = await screen.findByText('Please enter Email');
    // sweetalert2 fades the popup in from opacity 0 over a few milliseconds.
    await waitFor(() => expect(text).toBeVisible());
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
