import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { type Order, ORDERS_PAGE_SIZE } from '../../domain/order/Order';
import {
  type OrderHistoryQuery,
  type OrderPage,
  type OrdersApi,
  OrdersApiToken,
} from '../../infrastructure/ports/OrdersApi';
import { SessionStore } from '../session/SessionStore';
import { OrderUpdates } from './OrderUpdates';

/**
 * The customer's orders, one copy for every screen (FEATURES F-account): one order by its id, Order History's pages
 * and the newest orders are read here, and every read updates the one copy of each order it holds. A push about an
 * order held (or followed) reads it again, so each screen showing it follows. The order screen, Track Order, Order
 * History and the train screens read orders through this store only; signing out forgets them.
 */
@injectable()
export class CustomerOrders {
  private readonly held = observable.map<string, Order>();
  /** Page 1 of all orders as last read (newest first): the train screens' delay rescue notices come from it. */
  private newestIds: string[] = [];
  /** Orders a screen follows that may not be held yet (their first read failed): a push reads them too. */
  private readonly followed = new Map<string, number>();

  constructor(
    @inject(OrdersApiToken) private readonly api: OrdersApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(OrderUpdates) updates: OrderUpdates,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'held' | 'followed'>(
      this,
      { api: false, session: false, held: false, followed: false },
      { autoBind: true },
    );
    updates.subscribe(({ orderId }) => {
      if (!this.held.has(orderId) && !this.followed.has(orderId)) return;
      this.read(orderId).catch((error: unknown) => console.warn('The order a push named could not be read', error));
    });
    reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.forget();
      },
    );
  }

  /** The order as last read, or null when none is held. */
  get(orderId: string): Order | null {
    return this.held.get(orderId) ?? null;
  }

  /** The newest orders (page 1 of all orders) as last read, each in its latest copy. */
  get newest(): Order[] {
    return this.newestIds.flatMap((orderId) => this.held.get(orderId) ?? []);
  }

  /**
   * Reads one order by its id; null when it is no order of the customer's (a copy already held is kept: a re-read
   * that no longer finds it leaves the screen as it is). Any other failure rejects.
   */
  async read(orderId: string): Promise<Order | null> {
    try {
      const order = await this.api.order(orderId);
      this.hold([order]);
      return order;
    } catch (error) {
      if (isAppError(error) && error.kind === 'not-found') return null;
      throw error;
    }
  }

  /** Reads one page of the history (a filter, a page); its orders replace the copies held. */
  async readPage(query: OrderHistoryQuery): Promise<OrderPage> {
    const page = await this.api.history(query);
    this.hold(page.orders);
    if (query.page === 1 && query.status === '' && !query.destination && !query.trainNumber)
      runInAction(() => (this.newestIds = page.orders.slice(0, ORDERS_PAGE_SIZE).map((order) => order.orderId)));
    return page;
  }

  /** Reads the newest orders again (page 1 of all orders). */
  async readNewest(): Promise<Order[]> {
    return (await this.readPage({ page: 1, limit: ORDERS_PAGE_SIZE, status: '' })).orders;
  }

  /** Changes the copy held of an order after a change the server confirmed (a rating), without reading it again. */
  amend(orderId: string, change: (order: Order) => Order) {
    const order = this.held.get(orderId);
    if (order) this.held.set(orderId, change(order));
  }

  /** A screen follows this order: a push about it reads it even before a first read succeeded. Returns the stop. */
  follow(orderId: string): () => void {
    this.followed.set(orderId, (this.followed.get(orderId) ?? 0) + 1);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const count = (this.followed.get(orderId) ?? 1) - 1;
      if (count <= 0) this.followed.delete(orderId);
      else this.followed.set(orderId, count);
    };
  }

  private hold(orders: readonly Order[]) {
    // Only for the customer signed in now: an answer that arrives after signing out is not kept.
    if (!this.session.isSignedIn) return;
    runInAction(() => {
      for (const order of orders) this.held.set(order.orderId, order);
    });
  }

  private forget() {
    this.held.clear();
    this.newestIds = [];
  }
}
