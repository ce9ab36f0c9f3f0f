import type { Container } from 'inversify';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

export function App({ container }: { container: Container }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
