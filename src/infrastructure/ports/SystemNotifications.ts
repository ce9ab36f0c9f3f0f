import type { PushMessage } from '../../domain/push/PushMessage';

/** The operating system's notifications, as the browser offers them. */
export interface SystemNotifications {
  /** True when the customer has allowed the app to show notifications. */
  allowed(): boolean;
  /** Shows a notification that needs interaction and closes itself after 10 seconds. */
  show(message: PushMessage, onClick: () => void): void;
}

export const SystemNotificationsToken = Symbol.for('SystemNotifications');
