import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** RailBite's look: railway red and saffron on warm white. System fonts only (the app works offline). */
export const theme = responsiveFontSizes(createTheme({
  palette: {
    primary: { main: '#E2402B', contrastText: '#FFFFFF' },
    secondary: { main: '#F7A531', contrastText: '#2B1A00' },
    success: { main: '#0F9D58' },
    background: { default: '#FAF8F5', paper: '#FFFFFF' },
    text: { primary: '#1F1B18', secondary: '#5F5650' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, sans-serif',
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
  },
}));
