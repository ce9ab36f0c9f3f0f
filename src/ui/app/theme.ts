import { createTheme, responsiveFontSizes, type Theme, type ThemeOptions } from '@mui/material/styles';
import { LOADING_MOTION_DELAY } from '../components/feedback/loadingMotion';
import { SCRIPT_FONT_FAMILIES } from '../i18n/fonts';
import { TOUCH_TARGETS } from './touchTargets';

/**
 * The brand colours. Every text colour on them, and they on the page background, meet WCAG AA (4.5:1 for
 * text): railway red #C5331E is 5.4:1 on white (the earlier #E2402B was 4.2:1); on the dark footer the red
 * of the logo is lightened.
 */
export const BRAND = {
  red: '#C5331E',
  redOnDark: '#FF8F7A',
  saffron: '#F7A531',
  /** White text stays above 5:1 across it. */
  heroGradient: 'linear-gradient(120deg, #C5331E 0%, #C2410C 55%, #B45309 100%)',
  authGradient: 'linear-gradient(150deg, #C5331E 0%, #A52817 55%, #7A1B12 100%)',
} as const;

/** Text colours: both 7:1 or more on white. */
const TEXT = { primary: '#1F1B18', secondary: '#5F5650' } as const;

/** RailBite's look: railway red and saffron on warm white. System fonts only (the app works offline). */
const THEME_OPTIONS: ThemeOptions = {
  palette: {
    primary: { main: BRAND.red, contrastText: '#FFFFFF' },
    // dark: text in saffron's family on white (caption 'Bestseller'), 5.9:1.
    secondary: { main: BRAND.saffron, dark: '#8A5A16', contrastText: '#2B1A00' },
    // 5.2:1 with white text (rating badges, the cart bar).
    success: { main: '#0B7D45' },
    // MUI's default info blue is 3.9:1 on white (outlined chips).
    info: { main: '#0B6BA8' },
    // Toasts: dark enough for white text (MUI's orange is 2.2:1).
    warning: { main: '#B45309' },
    background: { default: '#FAF8F5', paper: '#FFFFFF' },
    text: TEXT,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: [
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      'Arial',
      '"Noto Sans"',
      // Before the script fonts: Latin letters stay in the system's font in every language (the self-hosted fonts'
      // Latin subsets are then never used), and only the letters it lacks come from the language's own font.
      'system-ui',
      ...SCRIPT_FONT_FAMILIES,
      'sans-serif',
    ].join(', '),
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiSkeleton: { styleOverrides: { pulse: { animationDelay: LOADING_MOTION_DELAY } } },
    // MUI 9's Typography reads `color` as a palette key ('primary', 'textSecondary'): the screens'
    // `color="text.secondary"` (MUI 5's path form) was dropped, and secondary text was drawn in the primary colour.
    MuiTypography: {
      variants: [
        { props: { color: 'text.secondary' }, style: { color: TEXT.secondary } },
        { props: { color: 'text.primary' }, style: { color: TEXT.primary } },
      ],
    },
    // A disabled field's helper text says why it is disabled ('Send the OTP first'): it stays readable.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
    },
  },
};

let built: Theme | undefined;

/**
 * The app's theme, tap-target sizes included, built on first use (once): building it is the largest piece of the
 * components' start-up (palettes, contrast texts, deep merges), so startApp builds it in a task of its own instead
 * of while the components' code is evaluated.
 */
export function appTheme(): Theme {
  built ??= responsiveFontSizes(createTheme(THEME_OPTIONS, TOUCH_TARGETS));
  return built;
}
