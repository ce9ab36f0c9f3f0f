import { Workbox } from 'workbox-window';

export const APP_WORKER_URL = '/sw.js';

/**
 * Registers the app's service worker (downloaded on its own, after the page has loaded: ServiceWorkerAppUpdates.ts).
 * `onWaiting` is called when a new version is installed and waits for the customer's Reload.
 */
export async function registerAppWorker(onWaiting: () => void): Promise<Workbox> {
  const workbox = new Workbox(APP_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  await workbox.register();
  return workbox;
}

/**
 * Activates the waiting version, then reloads this page once it is in control. Only the page whose customer pressed
 * Reload reloads: another open page keeps its version until its customer reloads.
 */
export function switchToWaitingVersion(workbox: Workbox, reload: () => void): void {
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
}
