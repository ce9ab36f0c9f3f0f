import { z } from 'zod/mini';
import { type OrderStatus, parseOrderStatus } from '../order/orderStatus';
import { isSafeResourceId } from '../security/resourceId';

/** A push saying that one of the customer's orders moved: which order, and its new status. */
export interface OrderUpdate {
  orderId: string;
  status: OrderStatus;
}

const OrderDataSchema = z.object({ data: z.object({ orderId: z.string(), orderStatus: z.string() }) });

/**
 * The order update a push payload carries in its data (orderId, orderStatus), or null: a payload about no order,
 * an id that is not an order id, or a status the app does not know is no update (push data is not trusted).
 */
export function orderUpdateOf(payload: unknown): OrderUpdate | null {
  const parsed = OrderDataSchema.safeParse(payload);
  if (!parsed.success) return null;
  const orderId = parsed.data.data.orderId.trim();
  const status = parseOrderStatus(parsed.data.data.orderStatus);
  return isSafeResourceId(orderId) && status ? { orderId, status } : null;
}
