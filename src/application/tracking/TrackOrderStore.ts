import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { dropAddressText } from '../../domain/address/addressViews';
import type { GeoPoint } from '../../domain/geo/GeoPoint';
import type { Order } from '../../domain/order/Order';
import { SAMPLE_DELIVERY_PARTNER } from '../../domain/tracking/deliveryPartner';
import { type OrderStatus, parseOrderStatus } from '../../domain/order/orderStatus';
import type { OrderUpdate } from '../../domain/push/orderUpdate';
import {
  advanceTracking,
  DELIVERED_TRACKING,
  etaOfOrder,
  heldToStep,
  INITIAL_TRACKING,
  isDelivered,
  reachedStep,
  TRACKING_TICK_MS,
  type TrackingState,
  trackingProgress,
  trackingTimeline,
  vehiclePosition,
} from '../../domain/tracking/trackingSimulation';
import { endedUndelivered, statusMayStillChange } from '../../domain/tracking/trackingRefresh';
import {
  newestOnItsWay,
  SAMPLE_TRACKING,
  trackingOf,
  type TrackingSummary,
} from '../../domain/tracking/trackingSummary';
import { type SavedAddressStorage, SavedAddressStorageToken } from '../../infrastructure/ports/SavedAddressStorage';
import { CustomerOrders } from '../orders/CustomerOrders';
import { OrderRefresh } from '../orders/OrderRefresh';
import { OrderUpdates } from '../orders/OrderUpdates';
import { SessionStore } from '../session/SessionStore';

/**
 * Track Order (FEATURES F-account): the client-side delivery simulation, one tick a second until delivered,
 * around the customer's order (the one asked for, else the newest on its way) or, when there is none, the
 * spec's sample. A real order's status follows its pushes and OrderRefresh's re-reads while the screen is open and the
 * order not final (a failed re-read keeps what is shown). `start` returns the disposer to run when the screen goes
 * away.
 */
@injectable('Transient')
export class TrackOrderStore {
  /** The simulation's own state; what the screen shows of a real order is held to its status (`shown`). */
  state: TrackingState = INITIAL_TRACKING;
  /** The clock as of the last tick: a real order's ETA counts down by it. */
  now = Date.now();
  summary: TrackingSummary | null = null;
  /** The tracked order's status as the server last said it (a real order only); kept current by its pushes. */
  orderStatus: OrderStatus | null = null;
  /** The order asked for is not one of the customer's (nor in their history): no other order is shown instead. */
  notFound = false;
  readonly partner = SAMPLE_DELIVERY_PARTNER;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopRefresh: (() => void) | null = null;
  private ticket = 0;
  /** Counts status changes, so a re-read answered after a newer push does not undo it. */
  private statusVersion = 0;
  private stopUpdates: (() => void) | null = null;

  constructor(
    @inject(CustomerOrders) private readonly orders: CustomerOrders,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SavedAddressStorageToken) private readonly addresses: SavedAddressStorage,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
    @inject(OrderRefresh) private readonly refresh: OrderRefresh,
  ) {
    makeAutoObservable<
      this,
      | 'orders'
      | 'session'
      | 'addresses'
      | 'updates'
      | 'refresh'
      | 'timer'
      | 'stopRefresh'
      | 'ticket'
      | 'statusVersion'
      | 'stopUpdates'
    >(
      this,
      {
        stopRefresh: false,
        refresh: false,
        statusVersion: false,
        orders: false,
        session: false,
        addresses: false,
        updates: false,
        timer: false,
        ticket: false,
        stopUpdates: false,
        partner: false,
      },
      { autoBind: true },
    );
  }

  /** Starts the simulation and looks up the order to follow (`orderId` from navigation state, if any). */
  start(orderId: string | null): () => void {
    this.stop();
    this.state = INITIAL_TRACKING;
    this.summary = null;
    this.orderStatus = null;
    this.notFound = false;
    this.timer = setInterval(this.tick, TRACKING_TICK_MS);
    this.stopUpdates = this.updates.subscribe(this.orderMoved);
    void this.loadOrder(orderId, this.ticket);
    return this.stop;
  }

  /** Ends the simulation's ticks, the status re-reads, the push subscription, and any answer still on its way. */
  private stop() {
    this.ticket++;
    clearInterval(this.timer);
    this.stopRefresh?.();
    this.stopRefresh = null;
    this.stopUpdates?.();
    this.stopUpdates = null;
  }

  /** A push about the tracked order: its status follows, and a delivered order ends the simulation at once. */
  private orderMoved(update: OrderUpdate) {
    if (!this.summary || this.summary.sample || update.orderId !== this.summary.orderId) return;
    this.showStatus(update.status);
  }

  /**
   * The tracked order's status as last heard: Delivered ends the simulation; a final status ends the re-reads, and
   * an order that will not come (cancelled, rejected, …) stops the simulation where it is.
   */
  private showStatus(status: OrderStatus) {
    this.statusVersion++;
    this.orderStatus = status;
    if (status === 'delivered') this.state = DELIVERED_TRACKING;
    if (!statusMayStillChange(status)) {
      clearInterval(this.timer);
      this.stopRefresh?.();
    }
  }

  /** The tracked order ended without being delivered (cancelled, rejected, payment failed, not delivered). */
  get closed(): boolean {
    return endedUndelivered(this.orderStatus);
  }

  /** Reads the tracked order again; a failure, a later push or the screen going away keeps what is shown. */
  private async reread() {
    const summary = this.summary;
    if (!summary || summary.sample || !this.session.isSignedIn) return;
    const ticket = this.ticket;
    const version = this.statusVersion;
    let status: OrderStatus | null = null;
    try {
      const order = await this.orders.read(summary.orderId);
      status = order ? parseOrderStatus(order.orderStatus) : null;
    } catch (error) {
      console.warn('The tracked order could not be read again; keeping its last status', error);
      return;
    }
    if (status === null || ticket !== this.ticket || version !== this.statusVersion) return;
    this.showStatus(status);
  }

  /** The spec's sample animates freely; anything else (a real order, or one still loading) is held to its status. */
  private get isSample(): boolean {
    return this.summary?.sample === true;
  }

  /**
   * What the screen shows: for a real order the simulation only moves within the step its status has reached, so
   * the timeline, the header and the rider never claim more than the order has done.
   */
  get shown(): TrackingState {
    return this.isSample ? this.state : heldToStep(this.state, reachedStep(this.orderStatus));
  }

  get timeline() {
    return trackingTimeline(this.shown, this.isSample);
  }

  get delivered(): boolean {
    return isDelivered(this.shown);
  }

  /** Whole minutes left, rounded up: the sample's simulated ETA, a real order's from when it was placed. */
  get etaMinutes(): number {
    if (this.isSample || !this.summary) return Math.ceil(this.state.etaMinutes);
    return etaOfOrder(this.summary.placedAt ?? Number.NaN, this.now, this.delivered);
  }

  /** Where the rider is; none for an order that will not come. */
  get vehicle(): GeoPoint | null {
    if (!this.summary || this.closed) return null;
    return vehiclePosition(this.summary.route, trackingProgress(this.shown));
  }

  private tick() {
    this.now = Date.now();
    const next = advanceTracking(this.state);
    this.state = this.isSample ? next : heldToStep(next, reachedStep(this.orderStatus));
    if (isDelivered(this.state)) clearInterval(this.timer);
  }

  private async loadOrder(orderId: string | null, ticket: number) {
    const order = this.session.isSignedIn ? await this.findOrder(orderId) : null;
    if (ticket !== this.ticket) return;
    if (order === 'not-found') {
      clearInterval(this.timer);
      runInAction(() => (this.notFound = true));
      return;
    }
    const drop = this.cachedDropAddress();
    runInAction(() => {
      this.summary = order
        ? trackingOf(order, drop)
        : { ...SAMPLE_TRACKING, userAddress: drop ?? SAMPLE_TRACKING.userAddress };
      this.orderStatus = null;
      // An order already delivered or ended shows so at once, as a push saying it would.
      const status = order ? parseOrderStatus(order.orderStatus) : null;
      if (status) this.showStatus(status);
      // A seat order's progress is the train's (its own panel); the road simulation is not shown for it.
      if (this.summary.seatDelivery) clearInterval(this.timer);
      if (order && statusMayStillChange(this.orderStatus))
        this.stopRefresh = this.refresh.follow(this.reread, () => statusMayStillChange(this.orderStatus));
    });
  }

  /**
   * The order asked for, wherever it is in the history (Order History's later pages too), or 'not-found' (never
   * another order in its place); without one asked, the newest on its way. null: show the sample.
   */
  private async findOrder(orderId: string | null): Promise<Order | 'not-found' | null> {
    try {
      if (orderId) return (await this.orders.read(orderId)) ?? 'not-found';
      return newestOnItsWay(await this.orders.readNewest());
    } catch (error) {
      console.warn('The order to track could not be read; showing the sample', error);
      return null;
    }
  }

  /** The cached latestAddress as the drop text, or null. */
  private cachedDropAddress(): string | null {
    const latest = this.addresses.readLatest();
    return latest && dropAddressText(latest);
  }
}
