import type { z } from 'zod/mini';
import type { DemoPaymentOutcome } from '../../../ports/DemoBackend';
import type { CartLineRecord } from '../../db/cartRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { OrderRecord } from '../../db/orderRecords';
import type { Authenticator } from '../auth/Authenticator';
import { refuse } from '../FakeHttpError';
import type { Clock, RequestContext } from '../RequestContext';
import { randomToken } from '../security/randomCodes';
import { paymentExpired } from './orderProgress';
import type { PaymentStatusResponseSchema } from '../../../api/schemas/orders';

export const ORDER_NOT_FOUND_TEXT = 'Order not found';
export const PAYMENT_SETTLED_TEXT = 'This payment is already settled';

/**
 * The demo payment gateway (fake mode only) and the payment rules around it: only the customer's own unpaid
 * online order can be paid or failed; a paid order goes to the kitchen; a failed or expired payment puts the
 * order's items back into the customer's cart (when it is empty), so Retry Payment finds them there.
 */
export class DemoPayments {
  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly now: Clock,
    /** Called when a payment changed an order (not awaited: the push announcements may be what expired it). */
    private readonly orderChanged: () => void = () => {},
  ) {}

  /** The customer's own order by its number; 404 otherwise. Expired payments are failed first. */
  async ownOrder(context: RequestContext, orderId: string): Promise<OrderRecord> {
    const user = this.auth.requireUser(context);
    const order = this.db.orders.findFirst((q) => q.where({ orderId: orderId.trim(), userId: user.id }));
    if (!order) throw refuse(404, ORDER_NOT_FOUND_TEXT);
    return paymentExpired(order, this.now()) ? this.fail(order) : order;
  }

  async paymentStatus(context: RequestContext, orderId: string): Promise<z.input<typeof PaymentStatusResponseSchema>> {
    const order = await this.ownOrder(context, orderId);
    return { success: true, orderId: order.orderId, paymentStatus: order.paymentStatus };
  }

  async settle(context: RequestContext, orderId: string, outcome: DemoPaymentOutcome): Promise<OrderRecord> {
    const order = await this.ownOrder(context, orderId);
    if (order.paymentMethod !== 'online' || order.paymentStatus !== 'Pending') throw refuse(409, PAYMENT_SETTLED_TEXT);
    if (outcome === 'failed') return this.fail(order);
    return this.update(order, { paymentStatus: 'Completed', confirmedAt: this.now() });
  }

  /** Fails every unpaid online order of the customer that waited too long. */
  async expireStale(userId: string) {
    const now = this.now();
    for (const order of this.db.orders.findMany((q) => q.where({ userId, paymentStatus: 'Pending' }))) {
      if (paymentExpired(order, now)) await this.fail(order);
    }
  }

  private async fail(order: OrderRecord): Promise<OrderRecord> {
    const failed = await this.update(order, { paymentStatus: 'Failed' });
    await this.restoreCart(failed);
    return failed;
  }

  private async restoreCart(order: OrderRecord) {
    if (this.db.cartLines.findFirst((q) => q.where({ userId: order.userId }))) return;
    const now = this.now();
    for (const [index, line] of order.lines.entries()) {
      const record: CartLineRecord = {
        id: randomToken(8),
        userId: order.userId,
        restaurantId: order.restaurantId,
        menuId: line.menuId,
        menuCount: 1 + order.lines.slice(0, index).filter((earlier) => earlier.menuId === line.menuId).length,
        quantity: line.quantity,
        choices: line.choices,
        addedAt: now + index,
      };
      await this.db.cartLines.create(record);
    }
  }

  private async update(order: OrderRecord, changes: Partial<OrderRecord>): Promise<OrderRecord> {
    await this.db.orders.update((q) => q.where({ id: order.id }), {
      data: (record) => void Object.assign(record, changes),
    });
    this.orderChanged();
    return { ...order, ...changes };
  }
}
