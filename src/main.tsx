import { type ErrorInfo, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppStartup } from './application/startup/AppStartup';
import { bootstrapContainer } from './infrastructure/di/bootstrap';
import { App } from './ui/app/App';
import { preloadScreens } from './ui/app/preloadScreens';
import { revealApp } from './ui/app/prerenderedPage';
import { StartupError } from './ui/app/StartupError';

const rootElement = document.getElementById('root')!;

/**
 * The prerendered page shows a first-time visitor's first screen; a visitor with saved state (signed in, a known
 * location, a cart) sees something else, so React renders that part afresh. Expected, hence a warning.
 */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  console.warn('The prerendered page differs from this visitor\'s first screen; rendering it afresh.', error, info.componentStack ?? '');
}

// #root holds the prerendered first screen of this route. Once the container and the route's screen are loaded,
// React hydrates it rather than building every element again; as a transition, in slices that yield to the browser.
Promise.all([bootstrapContainer(), preloadScreens(window.location.pathname)]).then(
  ([container]) => {
    const app = (
      <StrictMode>
        <App container={container} />
      </StrictMode>
    );
    startTransition(() => {
      if (rootElement.firstElementChild) hydrateRoot(rootElement, app, { onRecoverableError });
      else createRoot(rootElement).render(app);
    });
    void container.get(AppStartup).run();
  },
  (error: unknown) => {
    console.error('RailBite failed to start', error);
    revealApp(rootElement);
    createRoot(rootElement).render(<StartupError message="Something went wrong while starting the app. Please try again." />);
  },
);
