import type { Messaging } from 'firebase/messaging';
import { inject, injectable } from 'inversify';
import { type AppConfig, AppConfigToken, type FirebaseSettings } from '../ports/AppConfig';
import type { PushMessaging } from '../ports/PushMessaging';
import { registerMessagingWorker } from './registerMessagingWorker';

/** Firebase Cloud Messaging (firebase 12, modular), loaded only when Firebase settings are configured. */
@injectable()
export class FirebasePushMessaging implements PushMessaging {
  private messaging: Promise<Messaging> | null = null;
  private readonly settings: FirebaseSettings;

  constructor(@inject(AppConfigToken) config: AppConfig) {
    if (!config.firebase) throw new Error('FirebasePushMessaging needs Firebase settings');
    this.settings = config.firebase;
  }

  async isSupported() {
    if (typeof window === 'undefined' || !('serviceWorker' in navigator) || typeof Notification === 'undefined')
      return false;
    try {
      const { isSupported } = await import('firebase/messaging');
      return await isSupported();
    } catch {
      return false;
    }
  }

  async requestToken() {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return null;
    const serviceWorkerRegistration = await registerMessagingWorker(this.settings);
    const { getToken } = await import('firebase/messaging');
    const token = await getToken(await this.instance(), {
      vapidKey: this.settings.vapidKey || undefined,
      serviceWorkerRegistration,
    });
    return token || null;
  }

  onForegroundMessage(listener: (payload: unknown) => void) {
    let stopped = false;
    let unsubscribe = () => undefined as void;
    void (async () => {
      const { onMessage } = await import('firebase/messaging');
      const messaging = await this.instance();
      if (!stopped) unsubscribe = onMessage(messaging, listener);
    })();
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

  private instance(): Promise<Messaging> {
    this.messaging ??= (async () => {
      const [{ getApps, initializeApp }, { getMessaging }] = await Promise.all([
        import('firebase/app'),
        import('firebase/messaging'),
      ]);
      const { apiKey, authDomain, projectId, messagingSenderId, appId } = this.settings;
      const app = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId, messagingSenderId, appId });
      return getMessaging(app);
    })();
    return this.messaging;
  }
}
