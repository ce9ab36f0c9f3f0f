import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject, useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { AppProviders } from '../AppProviders';
import { lazyPage } from '../lazyPage';
import { RootLayout } from '../RootLayout';
import { withErrorBoundaries } from '../routes';
import { pageControls } from './chunkReload';

/** What the failed screens say in English (FEATURES F-safety). */
const APP_ERROR_TEXT = {
  title: 'Something went wrong',
  renderFailed: 'This page stopped working. Reload it, or go back Home: your cart and your account are safe.',
  chunkFailed:
    'This page could not be loaded. RailBite may have been updated, or the connection dropped. Reload to try again.',
  reloading: 'Loading the latest version of RailBite…',
  offlineTitle: 'You are offline',
  offline:
    'This page needs a connection to load. It opens by itself as soon as you are back online; your cart and your account are safe.',
  unhandled: 'Something went wrong. Please try again.',
  reload: 'Reload',
  home: 'Home',
} as const;

function Boom(): never {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

/** The app's layout around the given screens, with the app's error boundaries. */
const inLayout = (screens: RouteObject[]) => withErrorBoundaries([{ element: <RootLayout />, children: screens }]);

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The routes under the declarative router, as the app renders them (App.tsx). */
async function renderRoutes(routes: RouteObject[], path: string) {
  const harness = await createHarness('fake');
  return render(
    <AppProviders container={harness.container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A screen whose code cannot be fetched (its chunk is gone after a deploy). */
const missingChunk = () =>
  lazyPage(
    () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/HelpPage-Bx1.js'),
      ),
    'HelpPage',
  );

/** /help in the layout, its code missing. */
const renderMissingHelp = () => {
  const Page = missingChunk();
  return renderRoutes(inLayout([{ path: '/help', element: <Page /> }]), '/help');
};

describe('error boundaries (FEATURES F-safety)', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn<() => void>();
    vi.spyOn(pageControls, 'reload').mockImplementation(reload);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => sessionStorage.clear());

  it('a screen that fails to render keeps the header and footer, says what happened, and offers Reload and Home', async () => {
    await renderRoutes(inLayout([{ path: '/broken', element: <Boom /> }]), '/broken');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: APP_ERROR_TEXT.title })).toBeInTheDocument();
    expect(within(alert).getByText(APP_ERROR_TEXT.renderFailed)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: APP_ERROR_TEXT.home })).toHaveAttribute('href', '/');
    act(() => within(alert).getByRole('button', { name: APP_ERROR_TEXT.reload }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the next navigation tries the route again: a failed screen does not stay on the page', async () => {
    const harness = await createHarness('fake');
    let go: ReturnType<typeof useNavigate> | undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    render(
      <AppProviders container={harness.container}>
        <MemoryRouter initialEntries={['/broken']}>
          <Navigator />
          <Routes
            routes={inLayout([
              { path: '/broken', element: <Boom /> },
              { path: '/fine', element: <p>Fine screen</p> },
            ])}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => void go!('/fine'));
    expect(await screen.findByText('Fine screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a screen whose code cannot be loaded reloads the page once by itself, then shows the message', async () => {
    const first = await renderMissingHelp();
    expect(await screen.findByText(APP_ERROR_TEXT.reloading)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reloaded page fails the same way: no second reload, the message with Reload and Home instead.
    await renderMissingHelp();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(APP_ERROR_TEXT.chunkFailed)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: APP_ERROR_TEXT.reload })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offline, a screen whose code cannot be loaded says so and waits for the connection (a reload left the app for the browser's error page)", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderMissingHelp();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: APP_ERROR_TEXT.offlineTitle })).toBeInTheDocument();
    expect(within(alert).getByText(APP_ERROR_TEXT.offline)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the layout itself fails, a plain page with a header and footer says so', async () => {
    await renderRoutes(withErrorBoundaries([{ element: <Boom />, children: [{ path: '/', element: null }] }]), '/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: APP_ERROR_TEXT.reload })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: APP_ERROR_TEXT.home })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('an unhandled promise rejection is logged and reported to the customer', async () => {
    await renderRoutes(inLayout([{ path: '/', element: <p>Quiet screen</p> }]), '/');
    await screen.findByText('Quiet screen');
    act(() => {
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody caught me') }));
    });
    expect(await screen.findByText(APP_ERROR_TEXT.unhandled)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Unhandled promise rejection',
      expect.objectContaining({ message: 'nobody caught me' }),
    );
  });
});
