import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  PAYMENT_UNCONFIRMED_AFTER_MS,
  type PaymentStatus,
  paymentRetryDelay,
  pendingPollDelay,
} from '../../domain/checkout/PaymentStatus';
import { isAppError } from '../../domain/errors/AppError';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { OrderUpdate } from '../../domain/push/orderUpdate';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type CheckoutApi, CheckoutApiToken } from '../../infrastructure/ports/CheckoutApi';
import { CartStore } from '../cart/CartStore';
import { OrderUpdates } from '../orders/OrderUpdates';
import { AwaitedPayment } from './AwaitedPayment';

/**
 * An order's result screen (FEATURES F-checkout: Payment status): Pending re-checks every 2 seconds (every 30 seconds
 * once the screen has been open five minutes), Completed clears
 * the cart (the server already emptied its own), Failed stays. Only the server answering Failed is a failed
 * payment: a check that gets no answer (network, timeout, 5xx, 401) keeps the processing screen, says the payment
 * is still being confirmed and tries again after 2, 4, 8 … at most 30 seconds; after 10 minutes without an answer
 * it says so too. An id that is not an order id, or one the server does not know, is not found.
 * `start` returns the disposer to run when the screen goes away: no check runs after that.
 */
@injectable('Transient')
export class PaymentStatusStore {
  orderId: string | null = null;
  /** null until the first answer. */
  status: PaymentStatus | null = null;
  /** The last check got no answer: "We're still confirming your payment…". */
  stillConfirming = false;
  /** No answer for 10 minutes. */
  unconfirmedTooLong = false;
  notFound = false;
  /** The order's status as its latest push told it (null until one arrives). */
  orderStatus: OrderStatus | null = null;
  private failures = 0;
  private lastAnswerAt = 0;
  /** When the screen began following the order: a payment Pending this long is checked less often. */
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ticket = 0;
  private stopUpdates: (() => void) | null = null;

  constructor(
    @inject(CheckoutApiToken) private readonly api: CheckoutApi,
    @inject(CartStore) private readonly cart: CartStore,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
    @inject(AwaitedPayment) private readonly awaited: AwaitedPayment,
  ) {
    makeAutoObservable<
      this,
      | 'api'
      | 'cart'
      | 'updates'
      | 'awaited'
      | 'timer'
      | 'ticket'
      | 'failures'
      | 'lastAnswerAt'
      | 'startedAt'
      | 'stopUpdates'
    >(
      this,
      {
        awaited: false,
        api: false,
        cart: false,
        updates: false,
        timer: false,
        ticket: false,
        failures: false,
        lastAnswerAt: false,
        startedAt: false,
        stopUpdates: false,
      },
      { autoBind: true },
    );
  }

  /** Follows an order's payment. */
  start(orderId: string): () => void {
    this.stop();
    this.orderId = orderId;
    this.status = null;
    this.stillConfirming = false;
    this.unconfirmedTooLong = false;
    this.notFound = !isSafeResourceId(orderId);
    this.orderStatus = null;
    this.failures = 0;
    this.lastAnswerAt = Date.now();
    this.startedAt = this.lastAnswerAt;
    if (!this.notFound) {
      this.stopUpdates = this.updates.subscribe(this.orderMoved);
      void this.check(orderId, this.ticket);
    }
    return this.stop;
  }

  /** Ends the checks: a pending timer, the push subscription, and any answer still on its way. */
  private stop() {
    this.ticket++;
    clearTimeout(this.timer);
    this.stopUpdates?.();
    this.stopUpdates = null;
  }

  /** A push about this order: its status is shown, and a payment still being confirmed is checked at once. */
  private orderMoved(update: OrderUpdate) {
    const orderId = this.orderId;
    if (orderId === null || update.orderId !== orderId) return;
    this.orderStatus = update.status;
    if (this.status === 'Completed' || this.status === 'Failed') return;
    clearTimeout(this.timer);
    this.ticket++;
    void this.check(orderId, this.ticket);
  }

  private async check(orderId: string, ticket: number) {
    try {
      const { paymentStatus } = await this.api.paymentStatus(orderId);
      if (ticket === this.ticket) this.answered(orderId, ticket, paymentStatus);
    } catch (error) {
      if (ticket !== this.ticket) return;
      if (isAppError(error) && error.kind === 'not-found') {
        runInAction(() => (this.notFound = true));
        return;
      }
      console.warn(`The payment status of ${orderId} could not be read; trying again`, error);
      this.unanswered(orderId, ticket);
    }
  }

  private answered(orderId: string, ticket: number, status: PaymentStatus) {
    this.status = status;
    this.failures = 0;
    this.lastAnswerAt = Date.now();
    this.stillConfirming = false;
    this.unconfirmedTooLong = false;
    if (status === 'Pending') {
      const wait = pendingPollDelay(Date.now() - this.startedAt);
      this.timer = setTimeout(() => void this.check(orderId, ticket), wait);
    }
    if (status === 'Completed' || status === 'Failed') this.awaited.settled(orderId);
    if (status === 'Completed') this.cart.clearAfterOrder();
    // A failed payment gives the order's items back to the server's cart: Retry Payment finds them there.
    if (status === 'Failed') void this.cart.reloadFromServer();
  }

  private unanswered(orderId: string, ticket: number) {
    this.failures++;
    this.stillConfirming = true;
    this.unconfirmedTooLong = Date.now() - this.lastAnswerAt >= PAYMENT_UNCONFIRMED_AFTER_MS;
    this.timer = setTimeout(() => void this.check(orderId, ticket), paymentRetryDelay(this.failures));
  }
}
