import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, reaction } from 'mobx';
import { backOnlineText } from '../../domain/connection/connectionTexts';
import { type ConnectionMonitor, ConnectionMonitorToken } from '../../infrastructure/ports/ConnectionMonitor';
import { NotificationCenter } from '../notifications/NotificationCenter';

/**
 * The connection as the shell shows it (FEATURES F-offline): whether the browser has a network, and how many of the
 * customer's changes are held until the signal returns (each store that holds writes counts its own). Once all the
 * changes that waited have been sent it says 'Back online · N changes sent' (N the most that waited), and the stores
 * that hold writes are told the moment the browser has a network again, so they need not wait for their backoff.
 */
@injectable()
export class ConnectionStore {
  online: boolean;
  private readonly counters = observable.array<() => number>([], { deep: false });
  private readonly backOnline = new Set<() => void>();
  /** The most changes that waited since none did: the number the back-online toast reports. */
  private held = 0;

  constructor(
    @inject(ConnectionMonitorToken) monitor: ConnectionMonitor,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    this.online = monitor.isOnline();
    makeAutoObservable<this, 'counters' | 'backOnline' | 'held' | 'notifications'>(
      this,
      { counters: false, backOnline: false, held: false, notifications: false },
      { autoBind: true },
    );
    monitor.onChange(this.setOnline);
    reaction(() => this.waiting, this.afterWaitingChanged);
  }

  /** Changes made on this device that the server has not had yet because there was no signal. */
  get waiting(): number {
    return this.counters.reduce((sum, count) => sum + count(), 0);
  }

  /** A store that holds writes for the signal adds its count of them (read in a MobX reaction). */
  countWaiting(count: () => number): void {
    this.counters.push(count);
  }

  /** Calls `listener` each time the browser has a network again; returns the function that stops it. */
  whenBackOnline(listener: () => void): () => void {
    this.backOnline.add(listener);
    return () => void this.backOnline.delete(listener);
  }

  private setOnline(online: boolean) {
    this.online = online;
    if (online) [...this.backOnline].forEach((listener) => listener());
  }

  private afterWaitingChanged(waiting: number) {
    if (waiting > 0) {
      this.held = Math.max(this.held, waiting);
      return;
    }
    const sent = this.held;
    this.held = 0;
    if (sent > 0 && this.online) this.notifications.success(backOnlineText(sent));
  }
}
