import { retryDelayMs } from '../../domain/connection/networkRetry';
import type { ConnectionStore } from './ConnectionStore';

/**
 * Sends held writes again after a network failure: at once when the browser says the network is back, else after a
 * backoff (2 s doubling to a minute; none while the browser knows it is offline). `settled` ends the retries once a
 * request got an answer, so the next failure starts the backoff over.
 */
export class SignalRetry {
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly connection: ConnectionStore,
    private readonly send: () => void,
  ) {}

  /** A write found no network: it is sent again later. */
  schedule(): void {
    this.clearTimer();
    this.stopListening ??= this.connection.whenBackOnline(this.fire);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.connection.online) this.fire();
    }, retryDelayMs(this.attempt++));
  }

  /** The writes got an answer (or were dropped): no retry is pending. */
  settled(): void {
    this.attempt = 0;
    this.clearTimer();
    this.stopListening?.();
    this.stopListening = undefined;
  }

  private readonly fire = () => {
    this.clearTimer();
    this.send();
  };

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
