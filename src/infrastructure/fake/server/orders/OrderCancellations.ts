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

export const SEAT_ORDER_CANCELS_ON_JOURNEY_TEXT = 'A train order is cancelled from its journey screen';

/** Whether the customer may cancel an address order at `now` (FEATURES F-cancel); seat orders answer null. */
export const cancellationOf = (order: OrderRecord, now: number): OrderCancellation | null =>
  isSeatOrder(order) ? null : orderCancellation(orderStatusAt(order, now), paidPaise(order));

/**
 * Cancel order (FEATURES F-cancel): the customer's own address order, while the kitchen has not started cooking,
 * with a full refund of what was paid online; the change is pushed like any other.
 */
export class OrderCancellations {
  constructor(
    private readonly db: FakeDatabase,
    private readonly payments: DemoPayments,
    private readonly now: Clock,
    private readonly orderChanged: () => Promise<void>,
  ) {}

  async cancel(context: RequestContext, orderId: string): Promise<z.input<typeof OrderCancelledResponseSchema>> {
    const order = await this.payments.ownOrder(context, orderId);
    const cancellation = cancellationOf(order, this.now());
    if (!cancellation) throw refuse(409, SEAT_ORDER_CANCELS_ON_JOURNEY_TEXT);
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
