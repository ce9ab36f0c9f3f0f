import { itemCount, type Order } from '../../domain/order/Order';
import { formatRupees } from './formatRupees';

/** '2 items', '1 item'. */
export const itemCountText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** An order's total and size, as its card and its screen say them: '₹630.35 · 2 items'. */
export const orderTotalText = (order: Order): string =>
  `${formatRupees(order.totalAmount)} · ${itemCountText(itemCount(order))}`;
