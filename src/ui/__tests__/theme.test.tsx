import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Grow from '@mui/material/Grow';
import Typography from '@mui/material/Typography';
import { PortalThemeProvider } from '../theme-provider';

describe('the portal theme', () => {
  it('renders subtitles (RJSF field descriptions) as text, not as headings', () => {
    render(
      <PortalThemeProvider baseline={false}>
        <Typography variant="subtitle2">Rupees</Typography>
        <Typography variant="h2">Proposed investment</Typography>
      </PortalThemeProvider>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Proposed investment',
    ]);
    expect(screen.getByText('Rupees').tagName).toBe('P');
  });
});

describe('the portal theme and reduced motion', () => {
  const withMotionPreference = (reduce: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  afterEach(() => vi.unstubAllGlobals());

  const growing = () => {
    render(
      <PortalThemeProvider baseline={false}>
        <Grow in appear timeout={300}>
          <div>Menu</div>
        </Grow>
      </PortalThemeProvider>,
    );
    return screen.getByText('Menu').style.transition;
  };

  it('lets popups grow in by default', () => {
    withMotionPreference(false);
    expect(growing()).toMatch(/opacity [1-9]\d*ms/);
  });

  it('shows popups at once when the system asks for less motion', () => {
    withMotionPreference(true);
    expect(growing()).not.toMatch(/[1-9]\d*ms/);
  });
});
