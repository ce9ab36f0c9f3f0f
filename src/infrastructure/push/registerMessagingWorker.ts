import { SERVICE_WORKER_ACTIVATION_TIMEOUT_MS } from '../../domain/push/pushRules';
import type { FirebaseSettings } from '../ports/AppConfig';

export const MESSAGING_WORKER_URL = '/firebase-messaging-sw.js';
const MESSAGING_SCOPE = '/firebase-cloud-messaging-push-scope';

/**
 * Registers the messaging service worker (built by Vite from src/infrastructure/push/serviceWorker) and waits
 * until it is active, at most 10 seconds. The worker reads the Firebase settings from its URL.
 */
export async function registerMessagingWorker(settings: FirebaseSettings): Promise<ServiceWorkerRegistration> {
  const { apiKey, authDomain, projectId, messagingSenderId, appId } = settings;
  const query = new URLSearchParams({ apiKey, authDomain, projectId, messagingSenderId, appId });
  const registration = await navigator.serviceWorker.register(`${MESSAGING_WORKER_URL}?${query}`, {
    scope: MESSAGING_SCOPE,
  });
  if (registration.active) return registration;
  await new Promise<void>((resolve, reject) => {
    const worker = registration.installing ?? registration.waiting;
    const timer = setTimeout(
      () => reject(new Error('The messaging service worker did not activate in time')),
      SERVICE_WORKER_ACTIVATION_TIMEOUT_MS,
    );
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return registration;
}
