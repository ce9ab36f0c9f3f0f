import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStartup } from './application/startup/AppStartup';
import { bootstrapContainer } from './infrastructure/di/bootstrap';
import { App } from './ui/app/App';
import { preloadScreens } from './ui/app/preloadScreens';
import { revealApp } from './ui/app/prerenderedPage';
import { StartupError } from './ui/app/StartupError';

const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement);

// #root holds the prerendered first screen. The app replaces it in one commit once the container and this
// route's screen are loaded; rendering as a transition lets the browser handle input between slices of work.
Promise.all([bootstrapContainer(), preloadScreens(window.location.pathname)]).then(
  ([container]) => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App container={container} />
        </StrictMode>,
      );
    });
    void container.get(AppStartup).run();
  },
  (error: unknown) => {
    console.error('RailBite failed to start', error);
    revealApp(rootElement);
    root.render(<StartupError message="Something went wrong while starting the app. Please try again." />);
  },
);
