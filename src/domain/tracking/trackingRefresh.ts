import { isActiveOrder } from '../order/orderHistory';
import type { OrderStatus } from '../order/orderStatus';

/** The order's status can still change (pending to out for delivery), so Track Order keeps re-reading it. */
export const statusMayStillChange = (status: OrderStatus | null): boolean =>
  status === null || isActiveOrder({ orderStatus: status });

/** The order ended without reaching the customer (cancelled, rejected, payment failed, not delivered). */
export const endedUndelivered = (status: OrderStatus | null): boolean =>
  status !== null && status !== 'delivered' && !statusMayStillChange(status);
