import type { ComponentType, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { useLanguage } from '@/i18n/use-t';
import { muiLocalization } from './mui-locale';
import { themeOptions } from './theme';

// One theme per language, shared by the page and the popups that each have a provider.
const themes = new Map<string, Theme>();

function themeFor(language: string): Theme {
  let theme = themes.get(language);
  if (!theme) {
    theme = createTheme(themeOptions, muiLocalization());
    themes.set(language, theme);
  }
  return theme;
}

/**
 * The MUI theme for everything behind sign-in, with MUI's own texts in the language on screen. It
 * is not in the entry chunk nor in the signed-in frame: the sign-in page, the app bar and the menu
 * are plain HTML + CSS, so MUI loads only with the first screen (or popup) that uses it.
 */
export function PortalThemeProvider({
  children,
  baseline = true,
}: {
  children: ReactNode;
  /** False inside a single popup or dialog, where global baseline styles would be out of place. */
  baseline?: boolean;
}) {
  const theme = themeFor(useLanguage());
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}

/**
 * `Component` inside the theme (no baseline): a part of a plain-CSS page that uses MUI and is
 * loaded on demand (the service form's dialogs, notices and steps with fields).
 */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <PortalThemeProvider baseline={false}>
        <Component {...props} />
      </PortalThemeProvider>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
