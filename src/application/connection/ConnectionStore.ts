import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import { type ConnectionMonitor, ConnectionMonitorToken } from '../../infrastructure/ports/ConnectionMonitor';

/**
 * The connection as the shell shows it (FEATURES F-offline): whether the browser has a network, and how many of the
 * customer's changes are held until the signal returns (each store that holds writes counts its own). The stores that
 * hold writes are told the moment the browser has a network again, so they need not wait for their backoff.
 */
@injectable()
export class ConnectionStore {
  online: boolean;
  private readonly counters = observable.array<() => number>([], { deep: false });
  private readonly backOnline = new Set<() => void>();

  constructor(@inject(ConnectionMonitorToken) monitor: ConnectionMonitor) {
    this.online = monitor.isOnline();
    makeAutoObservable<this, 'counters' | 'backOnline'>(
      this,
      { counters: false, backOnline: false },
      { autoBind: true },
    );
    monitor.onChange(this.setOnline);
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
}
