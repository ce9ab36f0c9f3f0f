import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../domain/order/Order';
import { orderMayStillMove } from '../../domain/order/orderRefresh';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { SessionStore } from '../session/SessionStore';
import { readOrder } from './readOrder';
import { OrderRefresh } from './OrderRefresh';
import { OrderUpdates } from './OrderUpdates';

/**
 * The order an order screen (/order-status/{id}) shows, read by its id as the order history lists it, with its
 * lines (FEATURES F-reorder: Reorder on the order's own screen). Read again when a push says the order moved, and
 * (without push) through OrderRefresh while the order is not final, so a screen left open follows the order and offers
 * Reorder once it is delivered. Nothing is read for a visitor; a failed first read leaves `order` null (the screen
 * then simply offers no Reorder) and a failed re-read keeps what is shown.
 */
@injectable('Transient')
export class OrderLookupStore {
  order: Order | null = null;
  /** The first look has ended (found or not, or nothing to look up). */
  looked = false;
  /** The last read failed (not: found nothing), so the order is still worth reading again. */
  private unread = false;
  private ticket = 0;

  constructor(
    @inject(OrdersApiToken) private readonly api: OrdersApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
    @inject(OrderRefresh) private readonly refresh: OrderRefresh,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'updates' | 'refresh' | 'ticket' | 'unread'>(
      this,
      { api: false, session: false, updates: false, refresh: false, ticket: false, unread: false },
      { autoBind: true },
    );
  }

  /** Looks the order up now, after every update about it and while it may move; returns the function that stops it. */
  start(orderId: string): () => void {
    this.order = null;
    this.looked = false;
    const ticket = ++this.ticket;
    if (!isSafeResourceId(orderId)) {
      this.looked = true;
      return () => void ++this.ticket;
    }
    void this.lookUp(orderId, ticket);
    const stopUpdates = this.updates.subscribe((update) => {
      if (update.orderId === orderId) void this.lookUp(orderId, this.ticket);
    });
    const stopRefresh = this.refresh.follow(
      () => this.lookUp(orderId, this.ticket),
      () => (this.order ? orderMayStillMove(this.order.orderStatus) : !this.looked || this.unread),
    );
    return () => {
      ++this.ticket;
      stopUpdates();
      stopRefresh();
    };
  }

  private async lookUp(orderId: string, ticket: number): Promise<void> {
    if (!this.session.isSignedIn) {
      runInAction(() => (this.looked = true));
      return;
    }
    const found = await readOrder(this.api, orderId).catch((error: unknown) => {
      console.warn('The order could not be read', error);
      return 'unread' as const;
    });
    if (ticket !== this.ticket) return;
    runInAction(() => {
      this.unread = found === 'unread';
      if (found === 'unread') return void (this.looked = true);
      // A re-read that no longer finds the order keeps the order shown.
      this.order = found ?? this.order;
      this.looked = true;
    });
  }
}
