import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * The MUI theme for everything behind sign-in. It is not in the entry chunk: the sign-in page is
 * plain HTML + CSS, so MUI loads only with the first screen (or dialog) that uses it.
 */
export function PortalThemeProvider({
  children,
  baseline = true,
}: {
  children: ReactNode;
  /** False inside a single dialog, where global baseline styles would be out of place. */
  baseline?: boolean;
}) {
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}
