import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type Failure, failureOf } from '../../domain/errors/failure';
import type { Order } from '../../domain/order/Order';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { ConnectionStore } from '../connection/ConnectionStore';
import { needsNetwork } from '../connection/needsNetwork';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OrderUpdates } from './OrderUpdates';

/**
 * Cancel order (FEATURES F-cancel): the confirmation of one order (its refund is shown before confirming), the
 * call, and then every screen showing the order brings itself up to date. A refusal keeps the dialog open with
 * the server's reason (e.g. the kitchen started cooking meanwhile). Offline the cancellation is refused: it is not
 * kept for later, as the kitchen may have started by then.
 */
@injectable('Transient')
export class OrderCancellationStore {
  /** The order whose cancellation is being confirmed, with its refund (paise); null when no dialog is open. */
  asking: { orderId: string; refundPaise: number } | null = null;
  busy = false;
  /** Why the last try did not cancel: offline (not kept for later), or the call's failure (a refusal in its words). */
  error: Failure | null = null;

  constructor(
    @inject(OrdersApiToken) private readonly api: OrdersApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(OrderUpdates) private readonly updates: OrderUpdates,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
  ) {
    makeAutoObservable<this, 'api' | 'notifications' | 'updates' | 'connection'>(
      this,
      { api: false, notifications: false, updates: false, connection: false },
      { autoBind: true },
    );
  }

  ask(order: Order) {
    if (!order.cancellation?.allowed) return;
    this.asking = { orderId: order.orderId, refundPaise: order.cancellation.refundPaise };
    this.error = null;
  }

  keep() {
    if (this.busy) return;
    this.asking = null;
    this.error = null;
  }

  /** Cancels the order being asked about; resolves to the refund (paise), or null when it did not happen. */
  async confirm(): Promise<number | null> {
    const order = this.asking;
    if (!order || this.busy) return null;
    this.busy = true;
    this.error = null;
    try {
      const refund = await needsNetwork(this.connection, 'cancelOrder', () => this.api.cancel(order.orderId));
      runInAction(() => {
        this.busy = false;
        this.asking = null;
      });
      this.notifications.success({ kind: 'orderCancelled', orderId: order.orderId });
      this.updates.publishOwn({ orderId: order.orderId, status: 'cancelled' });
      return refund;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.error = failureOf(error);
      });
      return null;
    }
  }
}
