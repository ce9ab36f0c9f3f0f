import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { dropAddressText } from '../../domain/address/addressViews';
import type { GeoPoint } from '../../domain/geo/GeoPoint';
import { ORDERS_PAGE_SIZE } from '../../domain/order/Order';
import { SAMPLE_DELIVERY_PARTNER } from '../../domain/tracking/deliveryPartner';
import { type OrderStatus, parseOrderStatus } from '../../domain/order/orderStatus';
import type { OrderUpdate } from '../../domain/push/orderUpdate';
import {
  advanceTracking,
  DELIVERED_TRACKING,
  INITIAL_TRACKING,
  isDelivered,
  TRACKING_TICK_MS,
  type TrackingState,
  trackingProgress,
  trackingTimeline,
  vehiclePosition,
} from '../../domain/tracking/trackingSimulation';
import { orderToTrack, SAMPLE_TRACKING, trackingOf, type TrackingSummary } from '../../domain/tracking/trackingSummary';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { type SavedAddressStorage, SavedAddressStorageToken } from '../../infrastructure/ports/SavedAddressStorage';
import { OrderUpdates } from '../orders/OrderUpdates';
import { SessionStore } from '../session/SessionStore';

/**
 * Track Order (FEATURES F-account): the client-side delivery simulation, one tick a second until delivered,
 * around the customer's order (the one asked for, else the newest on its way) or, when there is none, the
 * spec's sample. `start` returns the disposer to run when the screen goes away.
 */
@injectable('Transient')
export class TrackOrderStore {
  state: TrackingState = INITIAL_TRACKING;
  summary: TrackingSummary | null = null;
  /** The tracked order's status as the server last said it (a real order only); kept current by its pushes. */
  orderStatus: OrderStatus | null = null;
  readonly partner = SAMPLE_DELIVERY_PARTNER;
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticket = 0;
  private stopUpdates: (() => void) | null = null;

  constructor(
    @inject(OrdersApiToken) private readonly api: OrdersApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SavedAddressStorageToken) private readonly addresses: SavedAddressStorage,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'addresses' | 'updates' | 'timer' | 'ticket' | 'stopUpdates'>(
      this,
      {
        api: false,
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
    this.orderStatus = null;
    this.timer = setInterval(this.tick, TRACKING_TICK_MS);
    this.stopUpdates = this.updates.subscribe(this.orderMoved);
    void this.loadOrder(orderId, this.ticket);
    return this.stop;
  }

  /** Ends the simulation's ticks, the push subscription, and the order lookup still on its way. */
  private stop() {
    this.ticket++;
    clearInterval(this.timer);
    this.stopUpdates?.();
    this.stopUpdates = null;
  }

  /** A push about the tracked order: its status follows, and a delivered order ends the simulation at once. */
  private orderMoved(update: OrderUpdate) {
    if (!this.summary || this.summary.sample || update.orderId !== this.summary.orderId) return;
    this.orderStatus = update.status;
    if (update.status === 'delivered') {
      this.state = DELIVERED_TRACKING;
      clearInterval(this.timer);
    }
  }

  get timeline() {
    return trackingTimeline(this.state);
  }

  get delivered(): boolean {
    return isDelivered(this.state);
  }

  /** Whole minutes left, rounded up. */
  get etaMinutes(): number {
    return Math.ceil(this.state.etaMinutes);
  }

  get vehicle(): GeoPoint | null {
    return this.summary ? vehiclePosition(this.summary.route, trackingProgress(this.state)) : null;
  }

  private tick() {
    this.state = advanceTracking(this.state);
    if (isDelivered(this.state)) clearInterval(this.timer);
  }

  private async loadOrder(orderId: string | null, ticket: number) {
    const order = this.session.isSignedIn ? await this.findOrder(orderId) : null;
    if (ticket !== this.ticket) return;
    const drop = this.cachedDropAddress();
    runInAction(() => {
      this.summary = order
        ? trackingOf(order, drop)
        : { ...SAMPLE_TRACKING, userAddress: drop ?? SAMPLE_TRACKING.userAddress };
      this.orderStatus = order ? parseOrderStatus(order.orderStatus) : null;
    });
  }

  private async findOrder(orderId: string | null) {
    try {
      const { orders } = await this.api.history({ page: 1, limit: ORDERS_PAGE_SIZE, status: '' });
      return orderToTrack(orders, orderId);
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
