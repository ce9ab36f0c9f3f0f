const rootElement = document.getElementById('root')!;
const STARTUP_FAILED = 'Something went wrong while starting the app. Please try again.';

// #root holds the prerendered first screen of this route. Three parts load in parallel and each runs in its own
// task, so no single task evaluates the whole app (a long task on a slow phone): the components, the container,
// and this route's screen. Then the app hydrates the page.
const ui = import('./ui/app/startApp');
const container = import('./infrastructure/di/bootstrap').then(({ bootstrapContainer }) => bootstrapContainer());
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

Promise.all([ui, container, firstScreen]).then(
  ([{ startApp }, ready]) => startApp(rootElement, ready),
  async (error: unknown) => {
    console.error('RailBite failed to start', error);
    try {
      (await ui).showStartupError(rootElement, STARTUP_FAILED, await demoReset().catch(() => undefined));
    } catch {
      // Even the error screen's code did not load: say it in plain text.
      rootElement.removeAttribute('inert');
      rootElement.removeAttribute('aria-hidden');
      rootElement.textContent = STARTUP_FAILED;
    }
  },
);

export {};
