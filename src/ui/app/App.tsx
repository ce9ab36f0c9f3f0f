import type { Container } from 'inversify';
import { useLayoutEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { revealApp } from './prerenderedPage';
import { appRoutes } from './routes';

export function App({ container }: { container: Container }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useLayoutEffect(() => revealApp(), []);
  return (
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
