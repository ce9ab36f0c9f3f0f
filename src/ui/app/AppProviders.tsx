import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Container } from 'inversify';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ToastClearance } from '../components/feedback/ToastClearance';
import { TOAST_CONTAINER_CLASSES } from '../components/feedback/toastPlacement';
import { ContainerProvider } from '../di/ContainerProvider';
import { UnhandledRejectionReporter } from './errors/UnhandledRejectionReporter';
import { theme } from './theme';
import { withTouchTargets } from './touchTargets';

const appTheme = withTouchTargets(theme);

/**
 * At most 20 toasts at once (spec §9); durations per variant are set where each toast is shown. A message
 * already on screen is not stacked again (two failed tries of the same call say it once).
 */
export const MAX_TOASTS = 20;

/** Everything around the router: the DI container, the MUI theme, the toast provider and the unhandled-rejection reporter. */
export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={MAX_TOASTS} preventDuplicate autoHideDuration={4000} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} classes={TOAST_CONTAINER_CLASSES}>
          <ToastClearance />
          <UnhandledRejectionReporter />
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ContainerProvider>
  );
}
