import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
