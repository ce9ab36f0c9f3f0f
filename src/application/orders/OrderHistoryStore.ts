import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf } from '../../domain/errors/failure';
import { type Order, ORDERS_PAGE_SIZE } from '../../domain/order/Order';
import { appendPage, hasMoreAfter, withRating } from '../../domain/order/orderHistory';
import { orderMayStillMove } from '../../domain/order/orderRefresh';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { OrderDestinationFilter, OrderedTrain } from '../../domain/train/trainOrder';
import { awaitsRating, type RatingSubmission } from '../../domain/order/rating';
import { type OrderPage, type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { CustomerOrders } from './CustomerOrders';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OrderRefresh } from './OrderRefresh';
import { OrderUpdates } from './OrderUpdates';
import { RatingDraftStore } from './RatingDraftStore';
import { HeldRatings } from './HeldRatings';

export type OrderListStatus = 'loading' | 'loaded' | 'failed';

/**
 * Order History (FEATURES F-account): a status filter (changing it starts again at page 1), pages of 10 with
 * Load More while a page comes back full, a full-screen error plus a toast when the first page fails, and
 * the Rate Your Order modal, whose success updates the list in place.
 */
@injectable('Transient')
export class OrderHistoryStore {
  filter: '' | OrderStatus = '';
  /** FEATURES F-train: every order, or the orders delivered to a train seat only. */
  destination: OrderDestinationFilter = '';
  /** FEATURES F-train-more: with 'train', the seat orders of this one train ('' for every train). */
  trainNumber = '';
  /** The trains the customer has seat orders on (the one-train filter's choices), from the last page read. */
  trains: OrderedTrain[] = [];
  /** The orders listed, in the list's order, as their pages were read (CustomerOrders holds their latest copies). */
  private listed: Order[] = [];
  status: OrderListStatus = 'loading';
  hasMore = false;
  loadingMore = false;
  readonly rating: RatingDraftStore;
  private page = 0;
  private ticket = 0;

  constructor(
    @inject(OrdersApiToken) api: OrdersApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
    @inject(OrderRefresh) private readonly orderRefresh: OrderRefresh,
    @inject(CustomerOrders) private readonly customerOrders: CustomerOrders,
    @inject(HeldRatings) private readonly held: HeldRatings,
  ) {
    this.rating = new RatingDraftStore(
      api,
      notifications,
      (orderId, submission) => this.applyRating(orderId, submission),
      held,
    );
    makeAutoObservable<
      this,
      'notifications' | 'held' | 'updates' | 'orderRefresh' | 'customerOrders' | 'page' | 'ticket'
    >(
      this,
      {
        held: false,
        customerOrders: false,
        notifications: false,
        updates: false,
        orderRefresh: false,
        rating: false,
        page: false,
        ticket: false,
      },
      { autoBind: true },
    );
  }

  /**
   * The orders listed, each in its latest copy (a push, another screen or a rating may have read it since), with the
   * ratings still waiting for the signal.
   */
  get orders(): Order[] {
    return this.listed.map((listed) => {
      const order = this.customerOrders.get(listed.orderId) ?? listed;
      // A rating waiting for the signal is shown as given, also on a list read from the server before it arrives.
      const held = this.held.ratingOf(order.orderId);
      return held ? withRating(order, held) : order;
    });
  }

  /** Loads page 1 of the current filter (entry, Try again). */
  async load(): Promise<void> {
    const ticket = ++this.ticket;
    this.status = 'loading';
    this.listed = [];
    this.hasMore = false;
    this.loadingMore = false;
    const page = await this.fetch(1, ticket);
    if (ticket !== this.ticket) return;
    runInAction(() => {
      if (!page) return void (this.status = 'failed');
      this.page = 1;
      this.listed = page.orders;
      this.trains = page.trains;
      this.hasMore = hasMoreAfter(page.orders.length);
      this.status = 'loaded';
    });
  }

  selectFilter(filter: '' | OrderStatus): Promise<void> {
    if (filter === this.filter && this.status !== 'failed') return Promise.resolve();
    this.filter = filter;
    return this.load();
  }

  /** Train orders only, or every order again (starts again at page 1, the status filter kept). */
  selectDestination(destination: OrderDestinationFilter): Promise<void> {
    if (destination === this.destination && this.trainNumber === '' && this.status !== 'failed')
      return Promise.resolve();
    this.destination = destination;
    this.trainNumber = '';
    return this.load();
  }

  /** The seat orders of one train (a train number), or of every train again (''); the status filter kept. */
  selectTrain(trainNumber: string): Promise<void> {
    if (trainNumber === this.trainNumber && this.destination === 'train' && this.status !== 'failed')
      return Promise.resolve();
    this.destination = 'train';
    this.trainNumber = trainNumber;
    return this.load();
  }

  /** Appends the next page; a failure keeps the list and tells the customer. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore || this.status !== 'loaded') return;
    const ticket = this.ticket;
    this.loadingMore = true;
    const page = await this.fetch(this.page + 1, ticket);
    if (ticket !== this.ticket) return;
    runInAction(() => {
      this.loadingMore = false;
      if (!page) return;
      this.page += 1;
      this.listed = appendPage(this.listed, page.orders);
      this.hasMore = hasMoreAfter(page.orders.length);
    });
  }

  /**
   * The screen's lifecycle: loads page 1 and brings the list up to date whenever a push says one of the customer's
   * orders moved, and (without push) through OrderRefresh while a listed order may still move. The disposer stops
   * both and drops any page still on its way (no toast for it).
   */
  start(): () => void {
    const unsubscribe = this.updates.subscribe(() => void this.refresh());
    const stopRefresh = this.orderRefresh.follow(this.refresh, () => this.anyOrderMayMove);
    void this.load();
    return () => {
      unsubscribe();
      stopRefresh();
      this.ticket++;
      this.loadingMore = false;
    };
  }

  /**
   * Reads the pages already shown again, in place (no skeleton, the filter and Load More kept). A failure keeps
   * what is shown: the next update or visit tries again.
   */
  async refresh(): Promise<void> {
    if (this.status !== 'loaded') return this.load();
    // A Load More still on its way is dropped: this reads every page shown again.
    const ticket = ++this.ticket;
    this.loadingMore = false;
    const pages = this.page;
    let orders: Order[] = [];
    let lastLength = 0;
    for (let page = 1; page <= pages; page++) {
      try {
        const answer = await this.customerOrders.readPage({
          page,
          limit: ORDERS_PAGE_SIZE,
          status: this.filter,
          ...this.destinationQuery(),
        });
        orders = appendPage(orders, answer.orders);
        lastLength = answer.orders.length;
      } catch (error) {
        console.warn('Orders could not be brought up to date', error);
        return;
      }
      if (ticket !== this.ticket) return;
    }
    runInAction(() => {
      this.listed = orders;
      this.hasMore = hasMoreAfter(lastLength);
    });
  }

  /** A listed order may still change, so the open screen keeps reading the list (a list not shown is not re-read). */
  get anyOrderMayMove(): boolean {
    return this.status === 'loaded' && this.orders.some((order) => orderMayStillMove(order.orderStatus));
  }

  /** Opens Rate Your Order for a listed delivered order not rated yet (a push's 'Rate your order'). */
  offerRating(orderId: string) {
    const order = this.orders.find((candidate) => candidate.orderId === orderId);
    if (order && awaitsRating(order)) this.rating.open(order);
  }

  private destinationQuery() {
    return {
      ...(this.destination ? { destination: this.destination } : {}),
      ...(this.trainNumber ? { trainNumber: this.trainNumber } : {}),
    };
  }

  private applyRating(orderId: string, submission: RatingSubmission) {
    this.listed = this.listed.map((order) => (order.orderId === orderId ? withRating(order, submission) : order));
    this.customerOrders.amend(orderId, (order) => withRating(order, submission));
  }

  /** One page, or null after a failure (the error toast carries the server's message). */
  private async fetch(page: number, ticket: number): Promise<OrderPage | null> {
    try {
      return await this.customerOrders.readPage({
        page,
        limit: ORDERS_PAGE_SIZE,
        status: this.filter,
        ...this.destinationQuery(),
      });
    } catch (error) {
      console.warn('Orders could not be fetched', error);
      if (ticket === this.ticket) this.notifications.error({ kind: 'ordersFetchFailed', failure: failureOf(error) });
      return null;
    }
  }
}
