/**
 * The portal's MUI theme: a government-portal dark blue, high-contrast text, the system font stack
 * (no web fonts are fetched) and a strong, visible keyboard focus ring. The colours are repeated
 * as CSS custom properties in base.css for the MUI-free sign-in page; change both together.
 */
import { createElement } from 'react';
import type { ThemeOptions } from '@mui/material/styles';
import { RadioMark } from './radio-mark';
import { SelectArrow } from './select-arrow';

/** The primary dark blue, also used by the alerts (spec §9). */
export const PORTAL_BLUE = '#0b3d91';

const focusRing = { outline: '3px solid #ffbf47', outlineOffset: 2 };

/** A field's border: 4.6:1 on white (WCAG 1.4.11 asks 3:1 of a control's edge; MUI's grey is 1.7:1). */
const FIELD_BORDER = '#6b7785';

/** What MUI tells a text box's style overrides about the box. */
interface TextBoxState {
  inputComponent?: unknown;
  fullWidth?: boolean;
  multiline?: boolean;
  startAdornment?: unknown;
  endAdornment?: unknown;
}

/**
 * Whether a text box can be its own layout root: a full-width, one-line `<input>` without
 * adornments, whose box is sized by its container, never by what is typed. Such an input gets
 * `contain: size layout` and a layer of its own, and its parent lays it out as a block rather
 * than a flex item (a flex or grid item cannot be a layout root in Chromium). A key then lays out
 * that input alone rather than every grid and flex box up to the page, which on a deep step (a
 * list of cards inside the step) is most of a key's layout time (bench/README.md, "typing").
 */
function ownLayoutRoot(state: TextBoxState | undefined): boolean {
  return Boolean(
    state &&
    state.inputComponent === 'input' &&
    state.fullWidth &&
    !state.multiline &&
    !state.startAdornment &&
    !state.endAdornment,
  );
}

/**
 * The portal theme's options. PortalThemeProvider builds the theme from them with MUI's texts in
 * the language on screen: one createTheme on a page's first render, not a second one to merge.
 */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: PORTAL_BLUE, dark: '#072a66', light: '#3a64b0', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1a2433', secondary: '#4a5568' },
  },
  typography: {
    fontFamily:
      '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
  // Menus, popovers, dialogs and collapses appear at once for people who ask their system for less
  // motion (WCAG 2.3.3), as the alerts do (alerts.ts).
  motion: { reducedMotion: 'system' },
  components: {
    // No ink ripple: the focus ring below and the hover colour show what is focused and pressed,
    // and each ripple is a clipped, positioned layer in every button that the browser re-composites
    // on every key typed anywhere on the page (bench/README.md, "typing").
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // A card is painted as one cached piece, so a change inside one does not repaint its neighbours.
    MuiPaper: { styleOverrides: { root: { isolation: 'isolate' } } },
    // MUI renders subtitles as <h6>; RJSF's field descriptions use subtitle2, which made every
    // "Rupees" under a field a heading for screen readers. A subtitle is text, not a heading.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    // Labels sit above their boxes at full size and wrap, as on GOV.UK and most government forms:
    // a floating label shrinks to 75 %, is cut off with '…' when long ("Ground coverage: building
    // footprint on the…"), and drawing it into a notch of the border makes every field several
    // layers of clip and transform that the browser re-composites on each key typed anywhere on
    // the page (bench/README.md, "typing"). The box draws its own border instead.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          fontSize: '0.875rem',
          fontWeight: 600,
          lineHeight: 1.4,
          color: t.palette.text.primary,
          '&.Mui-focused': { color: t.palette.text.primary },
          // After the focused colour: a focused label with an error stays red.
          '&.Mui-error': { color: t.palette.error.main },
        }),
      },
    },
    // Not positioned: MUI positions the box's wrapper for its floating label, which here sits
    // above the box in the flow. A positioned element is one more paint layer, and Chromium
    // re-layerizes every rendered layer on each key typed (bench/README.md, "typing").
    MuiFormControl: { styleOverrides: { root: { position: 'static' } } },
    MuiInputLabel: {
      defaultProps: { shrink: true },
      styleOverrides: {
        root: {
          position: 'static',
          transform: 'none',
          maxWidth: 'none',
          whiteSpace: 'normal',
          overflow: 'visible',
          zIndex: 'auto',
          pointerEvents: 'auto',
          marginBottom: 4,
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme: t, ownerState }) => ({
          // No drop-down arrow or adornment to place: unpositioned, for the same reason.
          ...(ownLayoutRoot(ownerState) && { display: 'block', position: 'static' }),
          border: `1px solid ${FIELD_BORDER}`,
          '&:hover:not(.Mui-disabled)': { borderColor: t.palette.text.primary },
          '&.Mui-focused': {
            borderColor: t.palette.primary.main,
            boxShadow: `inset 0 0 0 1px ${t.palette.primary.main}`,
            ...focusRing,
            outlineOffset: 0,
          },
          '&.Mui-error': { borderColor: t.palette.error.main },
          '&.Mui-error.Mui-focused': { boxShadow: `inset 0 0 0 1px ${t.palette.error.main}` },
          '&.Mui-disabled': { borderColor: t.palette.action.disabled },
        }),
        input: ({ ownerState }) =>
          ownLayoutRoot(ownerState)
            ? {
                position: 'relative',
                contain: 'size layout',
                boxSizing: 'border-box',
                // MUI's content height plus its padding (16.5px or, small, 8.5px above and below).
                height: `calc(1.4375em + ${ownerState.size === 'small' ? 17 : 33}px)`,
              }
            : {},
        notchedOutline: { display: 'none' },
      },
    },
    MuiRadio: {
      defaultProps: {
        icon: createElement(RadioMark),
        checkedIcon: createElement(RadioMark, { checked: true }),
      },
    },
    // With the label above the box, an empty drop-down shows its empty choice ("All services").
    // The select's hidden native <input> (aria-hidden, for browser autofill and HTML validation,
    // which the forms do not use) would be one more transparent layer per drop-down.
    MuiSelect: {
      defaultProps: { displayEmpty: true, IconComponent: SelectArrow },
      styleOverrides: { nativeInput: { display: 'none' } },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginLeft: 0, marginRight: 0 } } },
  },
};
