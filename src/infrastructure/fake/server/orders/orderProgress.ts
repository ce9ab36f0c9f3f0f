import type { OrderRecord } from '../../db/orderRecords';

const MINUTE = 60_000;

/**
 * How the demo kitchen moves an order along, by the clock (minutes after it got the order): waiting for the
 * restaurant to accept (Pending) for the first minute, Confirmed until 3, Preparing until 15, then Out for
 * Delivery until the restaurant's promised time, then Delivered; an order the restaurant turns down (the demo knob
 * `rejectingRestaurants`) is Rejected instead of Confirmed. An online payment left unpaid for 15 minutes fails.
 */
export const ORDER_PROGRESS = {
  acceptedAfterMinutes: 1,
  preparingAfterMinutes: 3,
  outForDeliveryAfterMinutes: 15,
  unpaidExpiresAfterMinutes: 15,
} as const;

/** The status text the history answers for an order at `now` (the app matches it case-insensitively). */
export function orderStatusAt(order: OrderRecord, now: number): string {
  if (order.paymentStatus === 'Failed') return 'Payment Failed';
  if (order.closedAs === 'cancelled') return 'Cancelled';
  if (order.closedAs === 'rejected') return 'Rejected';
  if (order.closedAs === 'not-delivered') return 'Not Delivered';
  if (order.confirmedAt === null) return 'Payment Processing';
  const minutes = (now - order.confirmedAt) / MINUTE;
  if (minutes < ORDER_PROGRESS.acceptedAfterMinutes) return 'Pending';
  if (order.restaurantRejects) return 'Rejected';
  if (minutes < ORDER_PROGRESS.preparingAfterMinutes) return 'Confirmed';
  if (minutes < ORDER_PROGRESS.outForDeliveryAfterMinutes) return 'Preparing';
  if (minutes < Math.max(order.deliveryMinutes, ORDER_PROGRESS.outForDeliveryAfterMinutes + 1))
    return 'Out for Delivery';
  return 'Delivered';
}

/** Whether an online payment has waited too long at the gateway and now counts as failed. */
export const paymentExpired = (order: OrderRecord, now: number): boolean =>
  order.paymentStatus === 'Pending' && now - order.createdAt >= ORDER_PROGRESS.unpaidExpiresAfterMinutes * MINUTE;

/** The statuses a confirmed order passes through, in order. */
export const ORDER_TIMELINE = ['Pending', 'Confirmed', 'Preparing', 'Out for Delivery', 'Delivered'] as const;

/**
 * When the order's status next changes by the clock (a step of the kitchen, or an unpaid payment expiring), or
 * null when nothing more happens by itself (delivered, failed, cancelled, rejected).
 */
export function nextStatusChangeAt(order: OrderRecord, now: number): number | null {
  if (order.paymentStatus === 'Failed' || order.closedAs !== null) return null;
  if (order.confirmedAt === null) {
    const expiresAt = order.createdAt + ORDER_PROGRESS.unpaidExpiresAfterMinutes * MINUTE;
    return order.paymentStatus === 'Pending' && expiresAt > now ? expiresAt : null;
  }
  const steps = [
    ORDER_PROGRESS.acceptedAfterMinutes,
    ORDER_PROGRESS.preparingAfterMinutes,
    ORDER_PROGRESS.outForDeliveryAfterMinutes,
    Math.max(order.deliveryMinutes, ORDER_PROGRESS.outForDeliveryAfterMinutes + 1),
  ]
    // A rejected order's only step is the restaurant's answer.
    .slice(0, order.restaurantRejects ? 1 : 4)
    .map((minutes) => order.confirmedAt! + minutes * MINUTE);
  return steps.find((at) => at > now) ?? null;
}

/**
 * The statuses an order went through from `from` to `to`, `to` included: every step of the kitchen's timeline
 * in between, or just `to` when the change is not a step forward on it (a payment failing, an order closed).
 */
export function statusesPassed(from: string, to: string): string[] {
  const timeline: readonly string[] = ORDER_TIMELINE;
  const start = timeline.indexOf(from);
  const end = timeline.indexOf(to);
  return start >= 0 && end > start ? timeline.slice(start + 1, end + 1) : [to];
}
