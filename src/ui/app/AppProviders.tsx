import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Container } from 'inversify';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ContainerProvider } from '../di/ContainerProvider';
import { UnhandledRejectionReporter } from './errors/UnhandledRejectionReporter';
import { theme } from './theme';

/**
 * At most 20 toasts at once (spec §9); durations per variant are set where each toast is shown. A message
 * already on screen is not stacked again (two failed tries of the same call say it once).
 */
export const MAX_TOASTS = 20;

/** Everything around the router: the DI container, the MUI theme, the toast provider and the unhandled-rejection reporter. */
export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={MAX_TOASTS} preventDuplicate autoHideDuration={4000} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
          <UnhandledRejectionReporter />
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ContainerProvider>
  );
}
