import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Grow from '@mui/material/Grow';
import Typography from '@mui/material/Typography';
import { forgetMotionPreference, setMotionPreference } from '@/testing/motion-preference';
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
  afterEach(forgetMotionPreference);

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
    setMotionPreference(false);
    expect(growing()).toMatch(/opacity [1-9]\d*ms/);
  });

  it('shows popups at once when the system asks for less motion', () => {
    setMotionPreference(true);
    expect(growing()).not.toMatch(/[1-9]\d*ms/);
  });
});
