import type { Order } from './Order';
import { ORDERS_PAGE_SIZE } from './Order';
import { type OrderStatus, parseOrderStatus } from './orderStatus';
import type { RatingSubmission } from './rating';

/** More pages exist only while a page comes back full (FEATURES F-account). */
export const hasMoreAfter = (pageLength: number): boolean => pageLength >= ORDERS_PAGE_SIZE;

/** Statuses of an order still on its way to the customer. */
const ACTIVE: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'out for delivery'];

export const isActiveOrder = (order: Pick<Order, 'orderStatus'>): boolean => {
  const status = parseOrderStatus(order.orderStatus);
  return status !== null && ACTIVE.includes(status);
};

/** The delivery PIN is shown only while the order is out for delivery, and only when the server sent one. */
export const deliveryPinOf = (order: Pick<Order, 'orderStatus' | 'userPin'>): string | null =>
  parseOrderStatus(order.orderStatus) === 'out for delivery' && order.userPin ? order.userPin : null;

/** The order as it reads after a successful rating (the list is updated locally, FEATURES F-account). */
export function withRating(order: Order, submission: RatingSubmission): Order {
  const stars = new Map(submission.itemRatings.map((item) => [item.menuId, item.rating]));
  return {
    ...order,
    foodRating: submission.foodRating,
    deliveryRating: submission.deliveryRating,
    comment: submission.comment,
    items: order.items.map((item) => ({ ...item, itemRating: stars.get(item.menuId) ?? item.itemRating })),
  };
}

/** Appends a further page, dropping any order already listed (a new order can shift the pages meanwhile). */
export function appendPage(current: readonly Order[], page: readonly Order[]): Order[] {
  const seen = new Set(current.map((order) => order.orderId));
  return [...current, ...page.filter((order) => !seen.has(order.orderId))];
}
