/**
 * The portal's MUI theme: a government-portal dark blue, high-contrast text, the system font stack
 * (no web fonts are fetched) and a strong, visible keyboard focus ring. The colours are repeated
 * as CSS custom properties in base.css for the MUI-free sign-in page; change both together.
 */
import { createTheme } from '@mui/material/styles';

/** The primary dark blue, also used by the alerts (spec §9). */
export const PORTAL_BLUE = '#0b3d91';

const focusRing = { outline: '3px solid #ffbf47', outlineOffset: 2 };

/** The portal theme. */
export const theme = createTheme({
  palette: {
    primary: { main: PORTAL_BLUE, dark: '#072a66', light: '#3a64b0', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1a2433', secondary: '#4a5568' },
  },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // MUI renders subtitles as <h6>; RJSF's field descriptions use subtitle2, which made every
    // "Rupees" under a field a heading for screen readers. A subtitle is text, not a heading.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
  },
});
