export const APP_WORKER_URL = '/sw.js';
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

type Container = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

/**
 * Registers the app's service worker (after the page has loaded: ServiceWorkerAppUpdates.ts) and calls `onWaiting`
 * when a new version is installed and waits for the customer's Reload: one already waiting from an earlier visit, or
 * one that finishes installing while the page is open. The first install (no worker in control yet) waits for nothing
 * and is not announced. A few lines of the platform's own API, so the page's download stays a few hundred bytes.
 */
export async function registerAppWorker(onWaiting: () => void, container: Container = navigator.serviceWorker) {
  // A browser that blocks service workers (an automation policy) may answer with no registration at all.
  const registration = (await container.register(APP_WORKER_URL, { scope: '/' })) as
    ServiceWorkerRegistration | undefined;
  if (!registration) return undefined;
  const announce = () => {
    if (registration.waiting && container.controller) onWaiting();
  };
  announce();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce();
    });
  });
  return registration;
}

/**
 * Activates the waiting version, then reloads this page once it is in control. Only the page whose customer pressed
 * Reload reloads: another open page keeps running until its customer reloads.
 */
export function switchToWaitingVersion(
  registration: Pick<ServiceWorkerRegistration, 'waiting'>,
  reload: () => void,
  container: Pick<ServiceWorkerContainer, 'addEventListener'> = navigator.serviceWorker,
): void {
  if (!registration.waiting) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', reload, { once: true });
  registration.waiting.postMessage(SKIP_WAITING);
}
