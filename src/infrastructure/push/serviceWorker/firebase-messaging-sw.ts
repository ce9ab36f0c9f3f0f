/**
 * The Firebase Cloud Messaging service worker, built by Vite into dist/firebase-messaging-sw.js when Firebase
 * settings are configured (see vite.config.ts). It reads the settings from its own URL and shows messages that
 * arrive while no RailBite page is open; a click opens the message's link when it is a path of the app.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { toPushMessage } from '../../../domain/push/PushMessage';
import { inAppPath } from '../../../domain/security/urls';

interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: { openWindow(url: string): Promise<unknown> };
  addEventListener(
    type: 'notificationclick',
    listener: (event: { notification: Notification; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;
const settings = new URL(scope.location.href).searchParams;
const app = initializeApp({
  apiKey: settings.get('apiKey') ?? '',
  authDomain: settings.get('authDomain') ?? '',
  projectId: settings.get('projectId') ?? '',
  messagingSenderId: settings.get('messagingSenderId') ?? '',
  appId: settings.get('appId') ?? '',
});

onBackgroundMessage(getMessaging(app), (payload) => {
  // A message with a notification block is shown by the Firebase SDK itself (its click opens
  // webpush.fcm_options.link): showing it here too would make two of one message (docs/API.md).
  if (payload.notification) return;
  const message = toPushMessage(payload, { title: 'RailBite', icon: '/favicon.svg' });
  void scope.registration.showNotification(message.title, {
    body: message.body,
    icon: message.icon,
    requireInteraction: true,
    data: { link: message.link },
  });
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string | null } | undefined)?.link;
  if (!link) return;
  // Only paths of the app are opened (FEATURES F-safety); anything else from the message's data is dropped.
  const path = inAppPath(link, scope.location.origin);
  if (path) event.waitUntil(scope.clients.openWindow(path));
  else console.warn('Dropped a notification link that leads outside the app', link);
});
