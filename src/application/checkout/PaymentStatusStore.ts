import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PAYMENT_POLL_MS, type PaymentStatus } from '../../domain/checkout/PaymentStatus';
import { type CheckoutApi, CheckoutApiToken } from '../../infrastructure/ports/CheckoutApi';
import { CartStore } from '../cart/CartStore';

/** Checks that fail in a row before the payment counts as Failed: one lost answer says nothing about a payment. */
export const FAILED_CHECKS_BEFORE_FAILED = 3;

/**
 * An order's result screen (core spec §4 Payment status): Pending re-checks every 2 seconds, Completed clears
 * the cart (the server already emptied its own), Failed stays; a check that fails is tried again 2 s later, and
 * three failing in a row count as Failed (the spec's "a fetch error sets Failed", kept for a lasting failure).
 * Call dispose() when the screen goes away: no check runs after that.
 */
@injectable()
export class PaymentStatusStore {
  orderId: string | null = null;
  /** null until the first answer. */
  status: PaymentStatus | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ticket = 0;

  constructor(
    @inject(CheckoutApiToken) private readonly api: CheckoutApi,
    @inject(CartStore) private readonly cart: CartStore,
  ) {
    makeAutoObservable<this, 'api' | 'cart' | 'timer' | 'ticket'>(this, { api: false, cart: false, timer: false, ticket: false }, { autoBind: true });
  }

  /** Follows an order's payment; without an order (/order-status/failed) the payment has failed. */
  start(orderId: string | null) {
    this.dispose();
    this.orderId = orderId;
    this.status = orderId ? null : 'Failed';
    if (orderId) void this.check(orderId, this.ticket);
  }

  dispose() {
    this.ticket++;
    clearTimeout(this.timer);
  }

  private async check(orderId: string, ticket: number, failedChecks = 0) {
    let status: PaymentStatus;
    try {
      status = (await this.api.paymentStatus(orderId)).paymentStatus;
    } catch (error) {
      console.warn(`The payment status of ${orderId} could not be read`, error);
      if (failedChecks + 1 < FAILED_CHECKS_BEFORE_FAILED) {
        if (ticket === this.ticket) this.timer = setTimeout(() => void this.check(orderId, ticket, failedChecks + 1), PAYMENT_POLL_MS);
        return;
      }
      status = 'Failed';
    }
    if (ticket !== this.ticket) return;
    runInAction(() => (this.status = status));
    if (status === 'Pending') this.timer = setTimeout(() => void this.check(orderId, ticket), PAYMENT_POLL_MS);
    if (status === 'Completed') this.cart.clearAfterOrder();
  }
}
