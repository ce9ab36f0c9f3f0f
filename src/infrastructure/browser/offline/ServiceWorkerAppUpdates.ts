import { injectable } from 'inversify';
import type { AppUpdates } from '../../ports/AppUpdates';
import type * as RegisterAppWorker from './registerAppWorker';

type Registration = typeof RegisterAppWorker;

/** How long after the page's load event the worker is registered at the latest, if the browser is never idle. */
export const REGISTER_IDLE_TIMEOUT_MS = 5000;

/**
 * The app kept on the device by its service worker (worker/sw.ts). The registration code (a few hundred bytes) is
 * downloaded only after the page's load event and an idle moment, so a first visit starts as without it; a browser
 * without service workers downloads nothing.
 */
@injectable()
export class ServiceWorkerAppUpdates implements AppUpdates {
  private readonly listeners = new Set<() => void>();
  private waiting = false;
  private started: Promise<{ module: Registration; registration: ServiceWorkerRegistration | undefined }> | null = null;

  watch(onReady: () => void) {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
    this.listeners.add(onReady);
    if (this.waiting) onReady();
    if (!this.started) {
      this.started = this.start();
      // The app works as before without it (a private window, a browser that refuses workers): only logged.
      this.started.catch((error: unknown) => console.warn('The app could not be kept for offline use', error));
    }
    return () => {
      this.listeners.delete(onReady);
    };
  }

  async reload() {
    if (!this.started) return;
    const { module, registration } = await this.started;
    if (registration) module.switchToWaitingVersion(registration, () => window.location.reload());
    else window.location.reload();
  }

  private async start() {
    await afterLoadAndIdle();
    const module = await import('./registerAppWorker');
    const registration = await module.registerAppWorker(() => {
      this.waiting = true;
      for (const listener of this.listeners) listener();
    });
    return { module, registration };
  }
}

function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: REGISTER_IDLE_TIMEOUT_MS })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
