import { type Order, ORDERS_PAGE_SIZE } from '../../domain/order/Order';
import { hasMoreAfter } from '../../domain/order/orderHistory';
import type { OrdersApi } from '../../infrastructure/ports/OrdersApi';

/** How far back the order screens look for an order: the newest 100 orders (the screens link to recent ones). */
export const ORDER_LOOKUP_MAX_PAGES = 10;

/** One order of the customer's history by its id, page by page (the history is the only read of one order). */
export async function findInHistory(api: OrdersApi, orderId: string): Promise<Order | null> {
  for (let page = 1; page <= ORDER_LOOKUP_MAX_PAGES; page++) {
    const { orders } = await api.history({ page, limit: ORDERS_PAGE_SIZE, status: '' });
    const order = orders.find((candidate) => candidate.orderId === orderId);
    if (order) return order;
    if (!hasMoreAfter(orders.length)) return null;
  }
  return null;
}
