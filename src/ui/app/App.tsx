import type { Container } from 'inversify';
import { useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { revealApp } from './prerenderedPage';

export function App({ container }: { container: Container }) {
  useLayoutEffect(() => revealApp(), []);
  return (
    <AppProviders container={container}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
