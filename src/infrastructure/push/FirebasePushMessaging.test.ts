import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAppConfig } from '../config/readAppConfig';

const firebase = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getToken: vi.fn(async () => 'fcm-token'),
  onMessage: vi.fn(() => () => undefined),
  getMessaging: vi.fn(() => ({ messaging: true })),
  initializeApp: vi.fn(() => ({ app: true })),
  getApps: vi.fn(() => []),
}));
vi.mock('firebase/messaging', () => ({
  isSupported: firebase.isSupported,
  getToken: firebase.getToken,
  onMessage: firebase.onMessage,
  getMessaging: firebase.getMessaging,
}));
vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp, getApps: firebase.getApps }));

const { FirebasePushMessaging } = await import('./FirebasePushMessaging');

const config = readAppConfig({
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'railbite-demo',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
  VITE_FIREBASE_VAPID_KEY: 'vapid',
});

let permission: NotificationPermission;
const register = vi.fn(async (url: string) => ({ active: { url } }));

beforeEach(() => {
  permission = 'granted';
  vi.stubGlobal('window', {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('navigator', { serviceWorker: { register } });
});
afterEach(() => vi.unstubAllGlobals());

describe('FirebasePushMessaging', () => {
  it('is unsupported without service workers, whatever Firebase says', async () => {
    vi.stubGlobal('navigator', {});
    expect(await new FirebasePushMessaging(config).isSupported()).toBe(false);
  });

  it('returns no token when the customer declines', async () => {
    permission = 'denied';
    expect(await new FirebasePushMessaging(config).requestToken()).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers the messaging worker with the settings in its URL and asks Firebase for a token', async () => {
    expect(await new FirebasePushMessaging(config).requestToken()).toBe('fcm-token');
    const url = register.mock.calls[0]![0];
    expect(url).toMatch(/^\/firebase-messaging-sw\.js\?/);
    expect(new URL(url, 'https://x').searchParams.get('projectId')).toBe('railbite-demo');
    expect(firebase.getToken).toHaveBeenCalledWith(
      { messaging: true },
      { vapidKey: 'vapid', serviceWorkerRegistration: { active: { url } } },
    );
    expect(firebase.initializeApp).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 'railbite-demo', messagingSenderId: '42' }),
    );
  });

  it('refuses to be built without Firebase settings', () => {
    expect(() => new FirebasePushMessaging(readAppConfig({}))).toThrow();
  });
});
