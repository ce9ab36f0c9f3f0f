import type { z } from 'zod/mini';
import { rupeesFromPaise } from '../../../../domain/money/paise';
import { type OrderCancellation, orderCancellation } from '../../../../domain/order/orderCancellation';
import type { OrderCancelledResponseSchema } from '../../../api/schemas/orders';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { OrderRecord } from '../../db/orderRecords';
import { refuse } from '../FakeHttpError';
import type { Clock, RequestContext } from '../RequestContext';
import { paidPaise } from '../train/paidPaise';
import { isSeatOrder } from '../train/seatOrderPlace';
import type { DemoPayments } from './DemoPayments';
import { orderStatusAt } from './orderProgress';

/** Whether the customer may cancel an address order at `now` (FEATURES F-cancel). */
const addressOrderCancellation = (order: OrderRecord, now: number): OrderCancellation =>
  orderCancellation(orderStatusAt(order, now), paidPaise(order));

/** A seat order's cancellation, by the train's rule (SeatOrders). */
export interface SeatOrderCancellations {
  cancellationOf(order: OrderRecord): OrderCancellation | null;
  cancel(context: RequestContext, orderId: string): Promise<z.input<typeof OrderCancelledResponseSchema>>;
}

/**
 * Cancel order (FEATURES F-cancel): the customer's own order. An address order while the kitchen has not started
 * cooking, a seat order until the kitchen's order-by time (the train's rule, SeatOrders); a full refund of what was
 * paid online; the change is pushed like any other.
 */
export class OrderCancellations {
  constructor(
    private readonly db: FakeDatabase,
    private readonly payments: DemoPayments,
    private readonly now: Clock,
    private readonly orderChanged: () => Promise<void>,
    private readonly seatOrders: SeatOrderCancellations,
  ) {}

  /** What Order History says of cancelling this order now. */
  cancellationOf(order: OrderRecord): OrderCancellation | null {
    return isSeatOrder(order) ? this.seatOrders.cancellationOf(order) : addressOrderCancellation(order, this.now());
  }

  async cancel(context: RequestContext, orderId: string): Promise<z.input<typeof OrderCancelledResponseSchema>> {
    const order = await this.payments.ownOrder(context, orderId);
    if (isSeatOrder(order)) return this.seatOrders.cancel(context, orderId);
    const cancellation = addressOrderCancellation(order, this.now());
    if (!cancellation.allowed) throw refuse(409, cancellation.reason ?? '');
    await this.db.orders.update((q) => q.where({ id: order.id }), {
      data: (record) => {
        record.closedAs = 'cancelled';
      },
    });
    this.db.flush();
    await this.orderChanged();
    const refund = rupeesFromPaise(cancellation.refundPaise);
    return { success: true, data: { orderId: order.orderId, status: 'Cancelled', refund } };
  }
}
