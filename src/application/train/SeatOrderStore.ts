import { ConnectionStore } from '../connection/ConnectionStore';
import { needsNetwork } from '../connection/needsNetwork';
import { inject, injectable } from 'inversify';
import { computedStruct, makeAutoObservable, reaction, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { type Failure, failureOf } from '../../domain/errors/failure';
import {
  SEAT_CANCEL_TEXTS,
  type SeatCancellation,
  type SeatCancelRefusal,
  seatCancelRefusal,
  type SeatOrderTracking,
} from '../../domain/train/seatOrder';
import { type TrainApi, TrainApiToken } from '../../infrastructure/ports/TrainApi';
import { CustomerOrders } from '../orders/CustomerOrders';
import { OrderUpdates } from '../orders/OrderUpdates';
import { Submission } from '../shared/Submission';
import { TrainClock } from './TrainClock';

/** How often an open order screen asks again where the train is. */
export const SEAT_ORDER_REFRESH_MS = 30_000;
const FIRST_READ_RETRIES = 5;
const FIRST_READ_RETRY_MS = 2_000;

/**
 * One seat order with its train (FEATURES F-train), for the order screen and Track Order: read at once, then every 30 s
 * while shown, and at once whenever CustomerOrders' copy of the order changes (a push about it: delay rescue, a failed
 * hand-over); cancellation with the refund stated first. An order delivered to an address has no train: the
 * server's 404 makes it `none` at once, and nothing more is asked (only a read that got no answer is tried again).
 * Cancellation closes on the second of the order-by time by a one-second clock, not at the next read.
 */
@injectable('Transient')
export class SeatOrderStore {
  state: 'idle' | 'loading' | 'loaded' | 'none' = 'idle';
  tracking: SeatOrderTracking | null = null;
  confirming = false;
  /** The refund of a cancellation just made (paise), to say so. */
  refunded: number | null = null;
  readonly cancellation = new Submission();
  /** The last cancellation's failure, typed for the UI to word (the Submission keeps its English text). */
  private failure: Failure | null = null;
  /** Ticks while the order is shown; a jump (the device slept) reads the order again. */
  readonly clock = new TrainClock(undefined, () => void this.refresh());
  private orderId: string | null = null;
  private firstReadFailures = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopClock: (() => void) | undefined;
  private stopFollowing: (() => void) | undefined;

  constructor(
    @inject(TrainApiToken) private readonly trains: TrainApi,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
    @inject(CustomerOrders) private readonly orders: CustomerOrders,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
  ) {
    makeAutoObservable<
      this,
      | 'connection'
      | 'trains'
      | 'updates'
      | 'orders'
      | 'timer'
      | 'retry'
      | 'orderId'
      | 'firstReadFailures'
      | 'stopClock'
      | 'stopFollowing'
    >(
      this,
      {
        connection: false,
        trains: false,
        updates: false,
        orders: false,
        timer: false,
        retry: false,
        orderId: false,
        firstReadFailures: false,
        stopClock: false,
        clock: false,
        cancelTerms: computedStruct,
        stopFollowing: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Whether the passenger may cancel now: the server's answer, closed by the clock once its order-by time has come
   * (the server refuses from that second, so the button must not stay active until the next read).
   */
  get cancelTerms(): SeatCancellation | null {
    const terms = this.tracking?.cancellation;
    if (!terms?.allowed || this.clock.now < terms.closesAt) return terms ?? null;
    return { allowed: false, reason: SEAT_CANCEL_TEXTS.closed(terms.closesAt) };
  }

  /** Why cancelling is closed, for the UI to word; null while it is open (or nothing is known yet). */
  get cancelRefusal(): SeatCancelRefusal | null {
    const tracking = this.tracking;
    const terms = tracking?.cancellation;
    if (!tracking || !terms) return null;
    // Closed by the clock at the order-by time, as cancelTerms says.
    if (terms.allowed) return this.clock.now < terms.closesAt ? null : { kind: 'closed', at: terms.closesAt };
    return seatCancelRefusal(tracking, terms.reason);
  }

  /** A failed cancellation's error, unless the reason cancelling is closed already says it (said once, not twice). */
  get cancelError(): string | null {
    return this.cancelTerms?.allowed ? this.cancellation.error : null;
  }

  /** The same failure typed, for the UI to word in the customer's language. */
  get cancelFailure(): Failure | null {
    return this.cancelError === null ? null : this.failure;
  }

  start(orderId: string | null): () => void {
    this.stop();
    this.orderId = orderId;
    this.firstReadFailures = 0;
    this.state = orderId ? 'loading' : 'none';
    if (orderId) {
      this.stopClock = this.clock.start();
      void this.refresh();
      const stopFollow = this.orders.follow(orderId);
      const stopReaction = reaction(
        () => this.orders.get(orderId),
        () => void this.refresh(),
      );
      this.stopFollowing = () => {
        stopFollow();
        stopReaction();
      };
    }
    return this.stop;
  }

  stop() {
    clearInterval(this.timer);
    clearTimeout(this.retry);
    this.stopClock?.();
    this.stopClock = undefined;
    this.stopFollowing?.();
    this.stopFollowing = undefined;
    this.timer = undefined;
    this.orderId = null;
  }

  async refresh(): Promise<void> {
    const orderId = this.orderId;
    if (!orderId) return;
    try {
      const tracking = await this.trains.seatOrder(orderId);
      runInAction(() => {
        if (this.orderId !== orderId) return;
        this.tracking = tracking;
        this.state = 'loaded';
        // The 30 s reads start once the order is known to go to a train.
        this.timer ??= setInterval(() => void this.refresh(), SEAT_ORDER_REFRESH_MS);
      });
    } catch (error) {
      runInAction(() => {
        if (this.orderId !== orderId || this.state !== 'loading') return;
        const notASeatOrder = isAppError(error) && (error.kind === 'not-found' || error.kind === 'rejected');
        this.firstReadFailures += 1;
        if (notASeatOrder || this.firstReadFailures >= FIRST_READ_RETRIES) {
          this.state = 'none';
          this.stop();
          return;
        }
        // No answer yet (the app still starting, a network fault): asked again soon.
        this.retry = setTimeout(() => void this.refresh(), FIRST_READ_RETRY_MS);
      });
    }
  }

  askToCancel() {
    this.cancellation.clearError();
    this.confirming = true;
  }

  keepOrder() {
    this.confirming = false;
  }

  async confirmCancel(): Promise<void> {
    const orderId = this.tracking?.orderId;
    if (!orderId) return;
    const result = await this.cancellation.run(async () => {
      try {
        return await needsNetwork(this.connection, 'cancelOrder', () => this.trains.cancelSeatOrder(orderId));
      } catch (error) {
        runInAction(() => (this.failure = failureOf(error)));
        throw error;
      }
    });
    runInAction(() => {
      this.confirming = false;
      if (result.ok) this.refunded = result.value.refundPaise;
    });
    if (result.ok) this.updates.publishOwn({ orderId, status: 'cancelled' });
    await this.refresh();
  }
}
