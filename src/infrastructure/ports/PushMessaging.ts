/**
 * The push service (Firebase Cloud Messaging, or the demo one): permission, token, and the messages that
 * arrive while the app is open. Payloads are passed on raw; the application reads them.
 */
export interface PushMessaging {
  /** Whether this browser and configuration can receive push at all. */
  isSupported(): Promise<boolean>;
  /** Asks for permission when needed and returns a push token; null when the customer declines. */
  requestToken(): Promise<string | null>;
  /** Listens for messages that arrive while the app is open. Returns the unsubscribe function. */
  onForegroundMessage(listener: (payload: unknown) => void): () => void;
}

export const PushMessagingToken = Symbol.for('PushMessaging');
