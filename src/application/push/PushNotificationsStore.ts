import { type Notice, said } from '../notifications/Notice';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { pushAction } from '../../domain/push/orderPush';
import { type PushNews, pushNewsOf } from '../../domain/push/pushNews';
import type { PushMessage } from '../../domain/push/PushMessage';
import { orderUpdateOf } from '../../domain/push/orderUpdate';
import { toPushMessage } from '../../domain/push/PushMessage';
import {
  createDeviceId,
  FOREGROUND_NOTIFICATION_CLOSE_MS,
  isTokenFresh,
  MISSING_TOKEN_OR_DEVICE_TEXT,
} from '../../domain/push/pushRules';
import { type PushDeviceStorage, PushDeviceStorageToken } from '../../infrastructure/ports/PushDeviceStorage';
import { type PushMessaging, PushMessagingToken } from '../../infrastructure/ports/PushMessaging';
import { type PushRegistrationApi, PushRegistrationApiToken } from '../../infrastructure/ports/PushRegistrationApi';
import { type SystemNotifications, SystemNotificationsToken } from '../../infrastructure/ports/SystemNotifications';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OrderUpdates } from '../orders/OrderUpdates';
import { SessionStore } from '../session/SessionStore';

const PUSH_DEFAULTS = { title: 'RailBite', icon: '/favicon.svg' };

/** Turns a notice into words in the customer's language (the UI's wording, handed over at start). */
export type NoticeWords = (notice: Notice) => string;

/**
 * Push notifications (FEATURES F-account): reuse a saved token (7 days), else ask permission and fetch one;
 * register it with the backend together with the device id; then show messages that arrive while the app is
 * open. Any failure removes the saved token so the next visit starts over. Signing out stops the listener and
 * unregisters the device from the customer (FEATURES F-safety).
 */
@injectable()
export class PushNotificationsStore {
  /** A notification's link the UI should follow (in-app navigation or a new tab), then clear. */
  linkToFollow: string | null = null;
  private registeredFor: string | null = null;
  private stopListening: (() => void) | null = null;
  private words: NoticeWords | null = null;

  constructor(
    @inject(PushMessagingToken) private readonly messaging: PushMessaging,
    @inject(PushRegistrationApiToken) private readonly api: PushRegistrationApi,
    @inject(SystemNotificationsToken) private readonly system: SystemNotifications,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(PushDeviceStorageToken) private readonly storage: PushDeviceStorage,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(OrderUpdates) private readonly orderUpdates: OrderUpdates,
  ) {
    makeAutoObservable<
      this,
      | 'messaging'
      | 'api'
      | 'system'
      | 'notifications'
      | 'storage'
      | 'session'
      | 'orderUpdates'
      | 'registeredFor'
      | 'stopListening'
      | 'words'
    >(
      this,
      {
        messaging: false,
        api: false,
        system: false,
        notifications: false,
        storage: false,
        session: false,
        orderUpdates: false,
        registeredFor: false,
        stopListening: false,
        words: false,
      },
      { autoBind: true },
    );
    reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (signedIn) return;
        this.registeredFor = null;
        this.stopShowingMessages();
      },
    );
  }

  /** Sets push up for the signed-in customer, once per sign-in. Resolves true when messages will be shown. */
  async setUp(): Promise<boolean> {
    const token = this.session.reading.status === 'signed-in' ? this.session.reading.credentials.token : null;
    if (!token) return false;
    if (this.registeredFor === token) return true;
    this.registeredFor = token;
    try {
      if (!(await this.messaging.isSupported())) return false;
      const pushToken = await this.pushToken();
      if (!pushToken) return false;
      const deviceId = this.deviceId();
      if (!deviceId) throw new Error(MISSING_TOKEN_OR_DEVICE_TEXT);
      await this.api.registerDevice({ fcmToken: pushToken, deviceId });
      this.stopListening?.();
      this.stopListening = this.messaging.onForegroundMessage(this.present);
      return true;
    } catch (error) {
      console.error('Push notifications could not be set up', error);
      this.storage.forgetToken();
      this.registeredFor = null;
      return false;
    }
  }

  /**
   * How the app words a system notification it shows (the UI's wording, in the customer's language); until then a
   * system notification says the push's own words.
   */
  wordWith(words: NoticeWords) {
    this.words = words;
  }

  /**
   * Shows a message once: as a system notification when allowed, else as a toast that closes after 10 s with a
   * button to where it leads. A message about an order also tells the screens showing it (FEATURES F-push). A push
   * about an order that carries its facts is worded in the customer's language; any other says its words as they came.
   */
  present(payload: unknown) {
    const message = toPushMessage(payload, PUSH_DEFAULTS);
    const update = orderUpdateOf(payload);
    const news = pushNewsOf(payload);
    // The push about a cancellation the customer just made on the order's screen would cover what that screen says.
    const ownChange = update !== null && this.orderUpdates.isOwnChange(update);
    if (update) this.orderUpdates.publish(update);
    if (ownChange) return;
    if (this.system.allowed()) {
      this.system.show(this.worded(message, news), () => this.follow(message.link));
      return;
    }
    const link = message.link;
    const notice: Notice = news
      ? { kind: 'pushNews', news }
      : said(message.body ? `${message.title}: ${message.body}` : message.title);
    this.notifications.notify(notice, 'info', 'push', {
      durationMs: FOREGROUND_NOTIFICATION_CLOSE_MS,
      ...(link
        ? { action: { label: { kind: 'pushAction', action: pushAction(link) }, run: () => this.follow(link) } }
        : {}),
      ...(update ? { topic: `order:${update.orderId}` } : {}),
    });
  }

  /** A system notification's title and body in the customer's language, when the push carries its order's facts. */
  private worded(message: PushMessage, news: PushNews | null): PushMessage {
    if (!news || !this.words) return message;
    return {
      ...message,
      title: this.words({ kind: 'pushNews', news, part: 'title' }),
      body: this.words({ kind: 'pushNews', news, part: 'body' }),
    };
  }

  follow(link: string | null) {
    this.linkToFollow = link;
  }

  linkFollowed() {
    this.linkToFollow = null;
  }

  /**
   * Before the customer signs out: stops showing messages and tells the backend this device no longer receives
   * theirs. The request is sent at once, with the session it belongs to; the returned promise never rejects.
   */
  forgetDevice(): Promise<void> {
    this.stopShowingMessages();
    const saved = this.storage.readToken();
    const deviceId = this.storage.readDeviceId();
    if (!saved || !deviceId || !this.session.isSignedIn) return Promise.resolve();
    return this.api.unregisterDevice({ fcmToken: saved.token, deviceId }).catch((error: unknown) => {
      console.warn('The device could not be unregistered from push notifications', error);
    });
  }

  /** App-level: the listener lasts for the signed-in session, not for a screen; signing out ends it. */
  private stopShowingMessages() {
    this.stopListening?.();
    this.stopListening = null;
  }

  private async pushToken(): Promise<string | null> {
    const saved = this.storage.readToken();
    if (saved && isTokenFresh(saved.savedAt, Date.now())) return saved.token;
    const token = await this.messaging.requestToken();
    if (!token) {
      console.warn('Notification permission was not granted; push notifications stay off');
      return null;
    }
    this.storage.saveToken({ token, savedAt: Date.now() });
    return token;
  }

  private deviceId(): string {
    const saved = this.storage.readDeviceId();
    if (saved) return saved;
    const created = createDeviceId(Math.random().toString(36).slice(2, 11), Date.now());
    this.storage.saveDeviceId(created);
    return created;
  }
}
