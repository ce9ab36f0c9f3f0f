import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { createHarness, type Harness } from './adapterSets';

/**
 * Renders one screen at `path` over a fresh fake backend, without the app shell or the lazy route table: for a
 * page whose behaviour is its own (no header, drawer or navigation to other screens under test). Use renderApp
 * when the test needs the whole app.
 */
export async function renderPage(page: ReactElement, path: string, options: { harness?: Harness } = {}) {
  const harness = options.harness ?? (await createHarness('fake'));
  const router = createMemoryRouter([{ path: new URL(path, 'http://app.test').pathname, element: page }], {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders container={harness.container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { harness, router, ...view };
}
