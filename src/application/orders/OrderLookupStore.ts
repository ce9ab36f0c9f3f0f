import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../domain/order/Order';
import { orderMayStillMove } from '../../domain/order/orderRefresh';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { SessionStore } from '../session/SessionStore';
import { CustomerOrders } from './CustomerOrders';
import { OrderRefresh } from './OrderRefresh';

/**
 * The order an order screen (/order-status/{id}) shows, with its lines (FEATURES F-reorder: Reorder on the order's own
 * screen), from CustomerOrders: read by its id at once, again when a push says it moved (CustomerOrders), and (without
 * push) through OrderRefresh while it is not final, so a screen left open follows the order and offers Reorder once it
 * is delivered. Nothing is read for a visitor; a failed first read leaves `order` null (the screen then simply offers
 * no Reorder) and a failed re-read keeps what is shown.
 */
@injectable('Transient')
export class OrderLookupStore {
  /** The first look has ended (found or not, or nothing to look up). */
  looked = false;
  private orderId: string | null = null;
  /** The last read failed (not: found nothing), so the order is still worth reading again. */
  private unread = false;
  private ticket = 0;

  constructor(
    @inject(CustomerOrders) private readonly orders: CustomerOrders,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(OrderRefresh) private readonly refresh: OrderRefresh,
  ) {
    makeAutoObservable<this, 'orders' | 'session' | 'refresh' | 'ticket' | 'unread'>(
      this,
      { orders: false, session: false, refresh: false, ticket: false, unread: false },
      { autoBind: true },
    );
  }

  /** The order shown: its latest copy, once this screen's first look found it. */
  get order(): Order | null {
    return this.looked && this.orderId !== null ? this.orders.get(this.orderId) : null;
  }

  /** Looks the order up now, after every update about it and while it may move; returns the function that stops it. */
  start(orderId: string): () => void {
    this.orderId = null;
    this.looked = false;
    const ticket = ++this.ticket;
    if (!isSafeResourceId(orderId)) {
      this.looked = true;
      return () => void ++this.ticket;
    }
    this.orderId = orderId;
    void this.lookUp(orderId, ticket);
    const stopFollowing = this.orders.follow(orderId);
    const stopRefresh = this.refresh.follow(
      () => this.lookUp(orderId, this.ticket),
      () => (this.order ? orderMayStillMove(this.order.orderStatus) : !this.looked || this.unread),
    );
    return () => {
      ++this.ticket;
      stopFollowing();
      stopRefresh();
    };
  }

  private async lookUp(orderId: string, ticket: number): Promise<void> {
    if (!this.session.isSignedIn) {
      runInAction(() => (this.looked = true));
      return;
    }
    const found = await this.orders.read(orderId).catch((error: unknown) => {
      console.warn('The order could not be read', error);
      return 'unread' as const;
    });
    if (ticket !== this.ticket) return;
    runInAction(() => {
      this.unread = found === 'unread';
      this.looked = true;
    });
  }
}
