import type { Root } from 'react-dom/client';
import { type DemoBackend, DemoBackendToken } from './infrastructure/ports/DemoBackend';

const rootElement = document.getElementById('root')!;
// Said when even the start-up error screen's code (and so its catalog) could not be loaded: English, the one
// language the page has without it.
const STARTUP_FAILED = 'Something went wrong while starting the app. Please try again.';

// #root holds the prerendered first screen of this route. Its code arrives as separate files, each evaluated as it
// arrives, so no single evaluation is a long task on a slow phone: React, the other libraries (the router, MobX,
// inversify: a file of their own, vite.config.ts), the style engine (emotion and @mui/system: the `ui-kit` file,
// ui/app/styleEngine.ts), the components, then the container's zod schemas (the schema library and the API's schemas,
// then the catalogue's and the cart's: two files of their own, scripts/vite/startupChunks.ts), then the rest of the
// container, and this route's screen; then the app hydrates the page.
const ui = import('react-dom/client')
  .then(() => import('./ui/app/libraries'))
  .then(() => import('./ui/app/styleEngine'))
  .then(() => import('./ui/app/startApp'));
const container = ui
  .catch(() => undefined)
  .then(() => import('./infrastructure/di/startupSchemas'))
  .then(() => import('./infrastructure/di/startupCatalogueSchemas'))
  .then(() => import('./infrastructure/di/bootstrap'))
  .then(({ bootstrapContainer }) => bootstrapContainer());
// The visitor's language (its catalog and font) loads beside the container; the page is drawn once it is there.
const language = ui.then(({ startLanguage }) => startLanguage());
// A screen that cannot be downloaded is not a failed start: the route shows its own error (reload once, then Reload
// and Home, with the header and footer), as after any navigation.
const firstScreen = ui
  .then(({ preloadScreens }) => preloadScreens(window.location.pathname))
  .catch((error: unknown) => {
    console.warn("This page's screen could not be downloaded", error);
  });

/** 'Reset demo data' on the start-up error screen of the demo; an http build has no demo (the branch is dropped). */
async function demoReset(): Promise<(() => void) | undefined> {
  if (import.meta.env.VITE_BACKEND === 'http') return undefined;
  return (await import('./infrastructure/di/startupDemoReset')).startupDemoReset() ?? undefined;
}

/** The start-up error screen in place of the page (or of `app`, the app started over it). */
async function startFailed(error: unknown, app?: Root) {
  console.error('RailBite failed to start', error);
  try {
    (await ui).showStartupError(rootElement, await demoReset().catch(() => undefined), app);
  } catch {
    // Even the error screen's code did not load: say it in plain text.
    app?.unmount();
    rootElement.removeAttribute('inert');
    rootElement.removeAttribute('aria-hidden');
    rootElement.textContent = STARTUP_FAILED;
  }
}

Promise.all([ui, container, firstScreen, language]).then(
  ([{ startApp }, ready, , code]) => {
    // A page prerendered in another language is drawn afresh rather than hydrated (the page's language script has
    // already emptied it; this covers a page served without the script, or a catalog that could not be loaded).
    if (rootElement.getAttribute('data-language') !== code) rootElement.replaceChildren();
    const app = startApp(rootElement, ready);
    // The demo goes live while its backend loads its data; a backend that cannot start ends the start there.
    if (import.meta.env.VITE_BACKEND !== 'http') {
      ready
        .get<DemoBackend>(DemoBackendToken)
        .started()
        .catch((error: unknown) => startFailed(error, app));
    }
  },
  (error: unknown) => startFailed(error),
);

export {};
