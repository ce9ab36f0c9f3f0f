import { act, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { ToastBridge } from '../../src/ui/components/feedback/ToastBridge';
import { createHarness, type Harness } from './adapterSets';
import { signIn, type DEMO_CUSTOMERS } from './signIn';

export interface RenderPageOptions {
  harness?: Harness;
  signedInAs?: keyof typeof DEMO_CUSTOMERS;
  /** The route pattern the page answers (for its params, e.g. '/order-status/:orderId'); `path` itself if absent. */
  pattern?: string;
  /** Other screens the test goes on to; any other path shows a bare "left the page" placeholder. */
  routes?: RouteObject[];
  /** Pages visited before `path` (so going back has somewhere to go). */
  visited?: string[];
  state?: unknown;
  /** Renders the toast bridge too (the app's layout does), for screens that confirm with a toast. */
  toasts?: boolean;
}

/** Where a page-local test lands when the page sends the visitor to a screen the test did not render. */
function LeftThePage() {
  return <p>Left the page for {useLocation().pathname}</p>;
}

/**
 * Renders one screen at `path` (which may carry a query) over a fresh fake backend, without the app shell, the
 * route gate or the lazy route table: for a page whose behaviour is its own (no header, drawer or navigation
 * between the app's screens under test). Use renderApp when the test needs the whole app.
 */
export async function renderPage(page: ReactElement, path: string, options: RenderPageOptions = {}) {
  const harness = options.harness ?? (await createHarness('fake'));
  if (options.signedInAs) await signIn(harness, options.signedInAs);
  const { pathname, search } = new URL(path, 'http://app.test');
  const entries = [...(options.visited ?? []), { pathname: decodeURI(pathname), search, state: options.state }];
  const router = createMemoryRouter(
    [
      { path: options.pattern ?? decodeURI(pathname), element: page },
      ...(options.routes ?? []),
      { path: '*', element: <LeftThePage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  // Awaited: a screen that waits for a store whose adapter's code loads on first use (the partner screens) suspends,
  // and React retries it only inside an awaited act.
  const view = await act(async () =>
    render(
      <AppProviders container={harness.container}>
        {options.toasts && <ToastBridge />}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>,
    ),
  );
  return { harness, router, ...view };
}
