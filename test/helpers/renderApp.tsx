import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { appRoutes } from '../../src/ui/app/routes';
import { createHarness, type Harness } from './adapterSets';
import { signIn, type DEMO_CUSTOMERS } from './signIn';

export interface RenderAppOptions {
  state?: unknown;
  signedInAs?: keyof typeof DEMO_CUSTOMERS;
  harness?: Harness;
  /** Pages visited before `path` (so going back has somewhere to go). */
  visited?: string[];
}

/** Renders the whole app (real routes, real stores) at `path` (which may carry a query) over a fresh fake backend. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const harness = options.harness ?? (await createHarness('fake'));
  if (options.signedInAs) await signIn(harness, options.signedInAs);
  const { pathname, search } = new URL(path, 'http://app.test');
  const entries = [...(options.visited ?? []), { pathname: decodeURI(pathname), search, state: options.state }];
  const router = createMemoryRouter(appRoutes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <AppProviders container={harness.container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { harness, router, ...view };
}
