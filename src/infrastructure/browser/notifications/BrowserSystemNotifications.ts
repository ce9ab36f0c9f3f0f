import { injectable } from 'inversify';
import type { PushMessage } from '../../../domain/push/PushMessage';
import { FOREGROUND_NOTIFICATION_CLOSE_MS } from '../../../domain/push/pushRules';
import type { SystemNotifications } from '../../ports/SystemNotifications';

/** The browser's Notification API: needs interaction, closes itself after 10 s, a click focuses the app. */
@injectable()
export class BrowserSystemNotifications implements SystemNotifications {
  allowed() {
    return typeof Notification !== 'undefined' && Notification.permission === 'granted';
  }

  show(message: PushMessage, onClick: () => void) {
    const options: NotificationOptions & { image?: string } = {
      body: message.body,
      icon: message.icon,
      requireInteraction: true,
    };
    if (message.image) options.image = message.image;
    const notification = new Notification(message.title, options);
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    setTimeout(() => notification.close(), FOREGROUND_NOTIFICATION_CLOSE_MS);
  }
}
