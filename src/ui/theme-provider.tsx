import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useLanguage } from '@/i18n/use-t';
import { muiLocalization } from './mui-locale';
import { themeOptions } from './theme';

/**
 * The MUI theme for everything behind sign-in, with MUI's own texts in the language on screen. It
 * is not in the entry chunk: the sign-in page is plain HTML + CSS, so MUI loads only with the
 * first screen (or dialog) that uses it.
 */
export function PortalThemeProvider({
  children,
  baseline = true,
}: {
  children: ReactNode;
  /** False inside a single dialog, where global baseline styles would be out of place. */
  baseline?: boolean;
}) {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts change with the language
  const localized = useMemo(() => createTheme(themeOptions, muiLocalization()), [language]);
  return (
    <ThemeProvider theme={localized}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}
