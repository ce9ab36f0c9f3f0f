import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { ContainerProvider } from '../di/ContainerProvider';
import { UnhandledRejectionReporter } from './errors/UnhandledRejectionReporter';
import { appTheme } from './theme';

/**
 * Everything around the router: the DI container, the MUI theme and the unhandled-rejection reporter (toasts:
 * ToastBridge, in the layout).
 */
export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <UnhandledRejectionReporter />
        {children}
      </ThemeProvider>
    </ContainerProvider>
  );
}
