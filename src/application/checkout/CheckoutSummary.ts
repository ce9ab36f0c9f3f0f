import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Bill } from '../../domain/cart/Bill';
import type { CartSummary } from '../../domain/cart/CartSummary';
import { FALLBACK_DELIVERY_MINUTES, localFallbackBill } from '../../domain/checkout/checkoutBill';
import type { CartStore } from '../cart/CartStore';

export type SummaryStatus = 'loading' | 'ready' | 'failed';

/**
 * The Payment page's bill: the server's cart summary that the cart store keeps (every cart answer of the server
 * carries it), brought up to date whenever the cart changes and its changes have reached the server. Only when the
 * kept summary does not describe the cart (an answer without a bill, a cart changed on the server) is it read again.
 * While a change is on its way the bill is marked as updating; when the server cannot be read the local fallback bill
 * stands in, marked as an estimate.
 */
export class CheckoutSummary {
  status: SummaryStatus = 'loading';
  /** The cart changed after the shown summary was read. */
  stale = false;
  private running: Promise<void> | null = null;
  private again = false;
  /** The next look reads the server even when the kept summary seems current ('Try again', a refresh asked for). */
  private forced = false;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly cart: CartStore) {
    makeAutoObservable<this, 'cart' | 'running' | 'again' | 'forced' | 'stopWatching'>(
      this,
      { cart: false, running: false, again: false, forced: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /**
   * Follows the cart: the summary is brought up to date now and after every cart change, until the returned disposer
   * runs.
   */
  start(): () => void {
    this.stop();
    this.stopWatching = reaction(
      () => this.cart.lines,
      () => void this.update(),
    );
    void this.update();
    return this.stop;
  }

  private stop() {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  /** The server's summary as last heard (it may describe the cart before a change on its way). */
  get summary(): CartSummary | null {
    return this.cart.lastSummary;
  }

  /** The bill shown: the server's, or the local estimate when the server could not be read. */
  get bill(): Bill | null {
    if (this.status === 'failed') return localFallbackBill(this.cart.total);
    return this.summary;
  }

  get estimated(): boolean {
    return this.status === 'failed';
  }

  /** True until the shown bill matches the cart as it is now. */
  get updating(): boolean {
    return this.stale || this.status === 'loading';
  }

  get deliveryMinutes(): { min: number; max: number } {
    return this.summary && !this.estimated
      ? { min: this.summary.deliverTimeMin, max: this.summary.deliverTimeMax }
      : FALLBACK_DELIVERY_MINUTES;
  }

  /** Reads the summary from the server again ('Try again'), once the cart's changes have reached it. */
  refresh(): Promise<void> {
    this.forced = true;
    return this.update();
  }

  /** Brings the bill up to date once the cart's changes have reached the server; calls made meanwhile coalesce. */
  private update(): Promise<void> {
    this.stale = true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.readUntilCurrent().finally(() => runInAction(() => (this.running = null)));
    return this.running;
  }

  private async readUntilCurrent() {
    do {
      this.again = false;
      await this.cart.whenSynced();
      const seen = this.cart.lines;
      const forced = this.forced;
      this.forced = false;
      try {
        if (forced || !this.cart.summary) await this.cart.readSummary();
        runInAction(() => {
          if (this.cart.lines !== seen) return void (this.again = true);
          this.status = 'ready';
          this.stale = false;
        });
      } catch (error) {
        console.warn('The cart summary could not be read; showing an estimate', error);
        runInAction(() => {
          this.status = 'failed';
          this.stale = false;
        });
      }
    } while (this.again);
  }
}
