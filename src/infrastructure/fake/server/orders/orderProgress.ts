import { type SeatOrderStatus, seatOrderStatus, seatOrderSteps } from '../../../../domain/train/seatOrder';
import type { OrderRecord } from '../../db/orderRecords';
import { parseSeatOrderKey } from '../train/seatOrderKey';

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

/** A seat order's steps in the history's words (its order screen and Track Order say the seat's own). */
const SEAT_HISTORY_STATUS: Record<SeatOrderStatus, string> = {
  Placed: 'Payment Processing',
  Confirmed: 'Confirmed',
  Preparing: 'Preparing',
  'Out for delivery at the platform': 'Out for Delivery',
  Delivered: 'Delivered',
  'Not delivered': 'Not Delivered',
  Cancelled: 'Cancelled',
};

/**
 * A confirmed seat order's expected handover: its delivery minutes count from the confirmation, and the trains'
 * follow-up (`SeatDeliveries.followTrains`) moves them with the delay before the history or the pushes look.
 */
const seatHandover = (order: OrderRecord, confirmedAt: number): number | null =>
  parseSeatOrderKey(order.address.id) ? confirmedAt + order.deliveryMinutes * MINUTE : null;

/**
 * The status text the history answers for an order at `now` (the app matches it case-insensitively). A seat order
 * follows its train (FEATURES F-train), not the kitchen's road timeline: one for tomorrow morning's train is not out
 * for delivery tonight.
 */
export function orderStatusAt(order: OrderRecord, now: number): string {
  if (order.paymentStatus === 'Failed') return 'Payment Failed';
  if (order.closedAs === 'cancelled') return 'Cancelled';
  if (order.closedAs === 'rejected') return 'Rejected';
  if (order.closedAs === 'not-delivered') return 'Not Delivered';
  if (order.confirmedAt === null) return 'Payment Processing';
  const handover = seatHandover(order, order.confirmedAt);
  if (handover !== null)
    return SEAT_HISTORY_STATUS[seatOrderStatus({ cancelled: false, confirmedAt: order.confirmedAt, handover }, now)];
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
  const handover = seatHandover(order, order.confirmedAt);
  if (handover !== null) {
    const { preparing, toPlatform } = seatOrderSteps({ confirmedAt: order.confirmedAt, handover });
    return [preparing, toPlatform, handover].find((at) => at > now) ?? null;
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
