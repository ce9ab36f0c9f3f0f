import type { Container } from 'inversify';
import { type ErrorInfo, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LanguageChoice } from '../../application/language/LanguageChoice';
import { AppStartup } from '../../application/startup/AppStartup';
import { nextTask } from '../../nextTask';
import { followLanguageChoice } from '../i18n/followLanguageChoice';
import { App } from './App';
import { revealApp } from './prerenderedPage';
import { appTheme } from './theme';
import { StartupError } from './StartupError';

export { preloadScreens } from './preloadScreens';
export { startLanguage } from '../i18n/startLanguage';

/**
 * The prerendered page shows a first-time visitor's first screen; a visitor with saved state (signed in, a known
 * location, a cart) sees something else, so React renders that part afresh. Expected, hence a warning.
 */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  console.warn(
    "The prerendered page differs from this visitor's first screen; rendering it afresh.",
    error,
    info.componentStack ?? '',
  );
}

/**
 * Starts the app over #root, which holds the prerendered first screen of this route: React hydrates it rather than
 * building every element again, as a transition, in slices that yield to the browser. The start-up work (building
 * the session and cart stores, their first requests, the language following a signed-in customer's profile) runs in a
 * task of its own. The theme is built here, in the task before hydration starts, not while the components' code is
 * evaluated.
 */
export function startApp(rootElement: HTMLElement, container: Container): Root {
  appTheme();
  const app = (
    <StrictMode>
      <App container={container} />
    </StrictMode>
  );
  let root: Root | undefined;
  startTransition(() => {
    if (rootElement.firstElementChild) root = hydrateRoot(rootElement, app, { onRecoverableError });
    else (root = createRoot(rootElement)).render(app);
  });
  void nextTask().then(() => {
    followLanguageChoice(container.get(LanguageChoice));
    return container.get(AppStartup).run();
  });
  return root!;
}

/**
 * When the app cannot start: the start-up error screen in place of the page ('Reset demo data' in the demo). `app`
 * is the app already started over the page (the demo goes live before its backend has started), replaced.
 */
export function showStartupError(rootElement: HTMLElement, onResetDemoData?: () => void, app?: Root) {
  app?.unmount();
  revealApp(rootElement);
  // The same handler as the app's root: React keeps a hydration mismatch it found in a module-wide queue until a
  // render of any root reports it, so an app stopped in the middle of hydrating hands it to this root. Without the
  // option React reports it as an uncaught error (a fresh-clone e2e run saw #418 so, 350 ms after the screen).
  createRoot(rootElement, { onRecoverableError }).render(<StartupError onResetDemoData={onResetDemoData} />);
}
