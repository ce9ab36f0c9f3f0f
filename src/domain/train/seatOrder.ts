import { istClock, MINUTE_MS } from './istTime';
import type { SeatClosure } from './seatClosure';
import type { TrainPlace } from './trainPosition';

/** A seat order's steps as the passenger sees them (FEATURES F-train), in order; the last three close it. */
export const SEAT_ORDER_STATUSES = [
  'Placed',
  'Confirmed',
  'Preparing',
  'Out for delivery at the platform',
  'Delivered',
  'Not delivered',
  'Cancelled',
] as const;
export type SeatOrderStatus = (typeof SEAT_ORDER_STATUSES)[number];

/** The kitchen confirms a paid (or cash) order within this many minutes. */
export const CONFIRMING_MINUTES = 2;
/** The kitchen cooks a seat order in this last stretch before the train's expected arrival, not when it gets it. */
export const PREPARING_MINUTES = 60;
/** The runner leaves for the platform this long before the train's expected arrival. */
export const TO_PLATFORM_MINUTES = 20;

export interface SeatOrderTimes {
  /** Cancelled by the passenger or by delay rescue. */
  cancelled: boolean;
  /** When the kitchen got the order (placement for cash, payment for online); null while unpaid. */
  confirmedAt: number | null;
  /** The train's expected arrival at the delivery station, with the current delay. */
  handover: number;
  /** The runner cannot (or could not) reach the seat at this stop (the demo knob `failedHandovers`). */
  handoverFailed?: boolean;
}

/**
 * When a confirmed seat order's next steps come: Preparing (an hour before the expected arrival, and not before the
 * kitchen has confirmed it), Out for delivery at the platform (20 min before), the handover. A train tomorrow morning
 * is not 'out for delivery' tonight.
 */
export function seatOrderSteps(order: { confirmedAt: number; handover: number }) {
  const toPlatform = order.handover - TO_PLATFORM_MINUTES * MINUTE_MS;
  const preparing = Math.max(
    order.confirmedAt + CONFIRMING_MINUTES * MINUTE_MS,
    order.handover - PREPARING_MINUTES * MINUTE_MS,
  );
  return { preparing: Math.min(preparing, toPlatform), toPlatform, handover: order.handover };
}

/**
 * Where a seat order stands at `now`: Placed (not paid yet), Confirmed, Preparing (the last hour before the expected
 * arrival), Out for delivery at the platform (from 20 min before), Delivered at the handover; an order never paid by
 * then, or whose hand-over failed, is Not delivered.
 */
export function seatOrderStatus(order: SeatOrderTimes, now: number): SeatOrderStatus {
  if (order.cancelled) return 'Cancelled';
  if (order.confirmedAt === null) return now >= order.handover ? 'Not delivered' : 'Placed';
  if (now >= order.handover) return order.handoverFailed ? 'Not delivered' : 'Delivered';
  const steps = seatOrderSteps({ confirmedAt: order.confirmedAt, handover: order.handover });
  if (now >= steps.toPlatform) return 'Out for delivery at the platform';
  return now >= steps.preparing ? 'Preparing' : 'Confirmed';
}

export const isClosedSeatStatus = (status: SeatOrderStatus): boolean =>
  status === 'Delivered' || status === 'Not delivered' || status === 'Cancelled';

export const SEAT_CANCEL_TEXTS = {
  cancelled: 'This order is already cancelled',
  delivered: 'This order has been delivered',
  notDelivered: 'This order was not delivered',
  closed: (orderBy: number) => `Cancellation closed at ${istClock(orderBy)}: the kitchen is already cooking your food`,
} as const;

export type SeatCancellation =
  { allowed: true; closesAt: number; refundPaise: number } | { allowed: false; reason: string };

/**
 * Why a seat order can no longer be cancelled, as the UI words it: it is closed (cancelled, delivered, not delivered),
 * or its order-by time has passed; a reason the rules do not know is the server's own words, shown as they came.
 */
export type SeatCancelRefusal =
  | { kind: 'cancelled' }
  | { kind: 'delivered' }
  | { kind: 'notDelivered' }
  | { kind: 'closed'; at: number }
  | { kind: 'said'; text: string };

/** What a refused cancellation's reason stands for: the order's closed status, else its order-by time passed. */
export function seatCancelRefusal(
  order: { status: SeatOrderStatus; orderBy: number },
  reason: string,
): SeatCancelRefusal {
  if (order.status === 'Cancelled') return { kind: 'cancelled' };
  if (order.status === 'Delivered') return { kind: 'delivered' };
  if (order.status === 'Not delivered') return { kind: 'notDelivered' };
  if (reason === SEAT_CANCEL_TEXTS.closed(order.orderBy)) return { kind: 'closed', at: order.orderBy };
  return { kind: 'said', text: reason };
}

/**
 * Whether the passenger may still cancel a seat order: until the kitchen's order-by time (expected arrival − its
 * cut-off, so it moves with the delay), with a full refund of what was paid online (nothing for cash on delivery);
 * afterwards, or once the order is closed, the reason why not.
 */
export function seatCancellation(
  order: { status: SeatOrderStatus; orderBy: number; paidPaise: number },
  now: number,
): SeatCancellation {
  if (order.status === 'Cancelled') return { allowed: false, reason: SEAT_CANCEL_TEXTS.cancelled };
  if (order.status === 'Delivered') return { allowed: false, reason: SEAT_CANCEL_TEXTS.delivered };
  if (order.status === 'Not delivered') return { allowed: false, reason: SEAT_CANCEL_TEXTS.notDelivered };
  if (now >= order.orderBy) return { allowed: false, reason: SEAT_CANCEL_TEXTS.closed(order.orderBy) };
  return { allowed: true, closesAt: order.orderBy, refundPaise: Math.max(0, order.paidPaise) };
}

/** A seat order with its train, as the order screen and Track Order show it. Instants in epoch ms, money in paise. */
export interface SeatOrderTracking {
  orderId: string;
  status: SeatOrderStatus;
  trainNumber: string;
  trainName: string;
  stationCode: string;
  stationName: string;
  platform: number | null;
  scheduledArrival: number;
  expectedArrival: number;
  delayMinutes: number;
  /** Where the train is in the server's words ('Between Kota and Jaipur'), shown as they came without a place. */
  position: string;
  /** Where the train is, typed, to say in the customer's language; null from a provider that sends only the words. */
  trainPlace: TrainPlace | null;
  /** Told to the runner at the seat; null once the order is closed undelivered. */
  deliveryCode: string | null;
  /** How a closed order was closed and what happens to the money (seatClosureText words it); null while open. */
  closure: SeatClosure | null;
  orderBy: number;
  cancellation: SeatCancellation;
}
