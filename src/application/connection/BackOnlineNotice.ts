import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { ConnectionStore } from './ConnectionStore';

/**
 * Says 'Back online · N changes sent' once every change that waited for the signal has been sent, N being the most
 * that waited since none did (FEATURES F-offline). It follows the connection from when it is first asked for: the
 * shell's connection status asks for it as the app starts.
 */
@injectable()
export class BackOnlineNotice {
  private held = 0;

  constructor(
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    this.held = connection.waiting;
    reaction(
      () => connection.waiting,
      (waiting) => this.afterWaitingChanged(waiting),
    );
  }

  private afterWaitingChanged(waiting: number) {
    if (waiting > 0) {
      this.held = Math.max(this.held, waiting);
      return;
    }
    const sent = this.held;
    this.held = 0;
    if (sent > 0 && this.connection.online) this.notifications.success({ kind: 'backOnline', sent });
  }
}
