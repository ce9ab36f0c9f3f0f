import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../domain/order/Order';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { SessionStore } from '../session/SessionStore';
import { findInHistory } from './findInHistory';
import { OrderUpdates } from './OrderUpdates';

/**
 * The order an order screen (/order-status/{id}) shows, read from the customer's order history, which holds its
 * lines (FEATURES F-reorder: Reorder on the order's own screen). Read again when a push says the order moved, so a
 * screen left open on an order that gets delivered offers Reorder. Nothing is read for a visitor; a failed read
 * leaves `order` null (the screen then simply offers no Reorder).
 */
@injectable('Transient')
export class OrderLookupStore {
  order: Order | null = null;
  /** The first look has ended (found or not, or nothing to look up). */
  looked = false;
  private ticket = 0;

  constructor(
    @inject(OrdersApiToken) private readonly api: OrdersApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'updates' | 'ticket'>(
      this,
      { api: false, session: false, updates: false, ticket: false },
      { autoBind: true },
    );
  }

  /** Looks the order up now and after every update about it; returns the function that stops both. */
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
    return () => {
      ++this.ticket;
      stopUpdates();
    };
  }

  private async lookUp(orderId: string, ticket: number): Promise<void> {
    if (!this.session.isSignedIn) {
      runInAction(() => (this.looked = true));
      return;
    }
    const found = await findInHistory(this.api, orderId).catch((error: unknown) => {
      console.warn('The order could not be read from the order history', error);
      return null;
    });
    if (ticket !== this.ticket) return;
    runInAction(() => {
      this.order = found;
      this.looked = true;
    });
  }
}
