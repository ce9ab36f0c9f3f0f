import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Bill } from '../../domain/cart/Bill';
import type { CartSummary } from '../../domain/cart/CartSummary';
import { FALLBACK_DELIVERY_MINUTES, localFallbackBill } from '../../domain/checkout/checkoutBill';
import type { CartApi } from '../../infrastructure/ports/CartApi';
import type { CartStore } from '../cart/CartStore';

export type SummaryStatus = 'loading' | 'ready' | 'failed';

/**
 * The Payment page's bill: the server's cart response (get-cart-info), read again whenever the cart changes
 * and its changes have reached the server. While a change is on its way the bill is marked as updating; when
 * the server cannot be read the local fallback bill stands in, marked as an estimate.
 */
export class CheckoutSummary {
  summary: CartSummary | null = null;
  status: SummaryStatus = 'loading';
  /** The cart changed after the shown summary was read. */
  stale = false;
  private running: Promise<void> | null = null;
  private again = false;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly api: CartApi,
    private readonly cart: CartStore,
  ) {
    makeAutoObservable<this, 'api' | 'cart' | 'running' | 'again' | 'stopWatching'>(
      this,
      { api: false, cart: false, running: false, again: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Reads the summary now and again after every cart change. */
  start(): Promise<void> {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => this.cart.lines,
      () => void this.refresh(),
    );
    return this.refresh();
  }

  dispose() {
    this.stopWatching?.();
    this.stopWatching = null;
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

  /** Reads the summary once the cart's changes have reached the server; calls made meanwhile coalesce. */
  refresh(): Promise<void> {
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
      try {
        const summary = await this.api.cartInfo();
        runInAction(() => {
          if (this.cart.lines !== seen) return void (this.again = true);
          this.summary = summary;
          this.status = 'ready';
          this.stale = false;
          this.cart.adoptServerCart(summary.cart);
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
