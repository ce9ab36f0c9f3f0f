import { type OrderStatus, parseOrderStatus } from './orderStatus';

/**
 * Cancelling an order delivered to an address (FEATURES F-cancel): the customer may cancel until the restaurant
 * starts preparing (the Terms: "no cancellation once preparation has started"; Help: "There is no charge if you
 * cancel before the restaurant confirms"), and is refunded in full what was paid online. Seat orders follow the
 * train's own rule (seatOrder.ts).
 */
export interface OrderCancellation {
  allowed: boolean;
  /** What goes back to the customer, integer paise: what was paid online, 0 for cash on delivery. */
  refundPaise: number;
  /** Why not, when not allowed; null when allowed. */
  reason: string | null;
}

/**
 * Why an order can no longer be cancelled, in the server's words (the fake server says them, and the provider's
 * refusals are matched against them): the UI words each known one in the customer's language.
 */
export const ORDER_CANCEL_TEXTS = {
  // One short line each: on a phone the caption of an order on its way is otherwise the largest text of Order History,
  // drawn only once the orders arrive, and would be its largest paint (FEATURES F-paint).
  preparing: 'Being prepared: it can no longer be cancelled',
  onItsWay: 'On its way: it can no longer be cancelled',
  delivered: 'This order has been delivered',
  notDelivered: 'This order was not delivered',
  cancelled: 'This order is already cancelled',
  rejected: 'The restaurant rejected this order',
  paymentFailed: 'The payment failed: this order was not placed',
  paymentProcessing: 'Your payment is not confirmed yet: the order can be cancelled once it is',
  unknown: 'This order can no longer be cancelled',
} as const;

/** Each reason a cancellation is refused, by its key. */
export type CancelRefusal = keyof typeof ORDER_CANCEL_TEXTS;

/** The refusal a server's reason names, or null for words of its own (shown as they came). */
export function cancelRefusalOf(reason: string): CancelRefusal | null {
  const text = reason.trim();
  const known = (Object.keys(ORDER_CANCEL_TEXTS) as CancelRefusal[]).find((key) => ORDER_CANCEL_TEXTS[key] === text);
  return known ?? null;
}

/** Statuses before the kitchen starts cooking: the window to cancel. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

const REASONS: Record<OrderStatus, string | null> = {
  pending: null,
  confirmed: null,
  preparing: ORDER_CANCEL_TEXTS.preparing,
  'out for delivery': ORDER_CANCEL_TEXTS.onItsWay,
  delivered: ORDER_CANCEL_TEXTS.delivered,
  'not delivered': ORDER_CANCEL_TEXTS.notDelivered,
  cancelled: ORDER_CANCEL_TEXTS.cancelled,
  rejected: ORDER_CANCEL_TEXTS.rejected,
  'payment failed': ORDER_CANCEL_TEXTS.paymentFailed,
  'payment processing': ORDER_CANCEL_TEXTS.paymentProcessing,
};

/** Whether an order in `status` (the server's text) may be cancelled, and the refund of `paidOnlinePaise`. */
export function orderCancellation(status: string, paidOnlinePaise: number): OrderCancellation {
  const known = parseOrderStatus(status);
  if (known !== null && CANCELLABLE.includes(known)) {
    return { allowed: true, refundPaise: Math.max(0, paidOnlinePaise), reason: null };
  }
  return { allowed: false, refundPaise: 0, reason: known === null ? ORDER_CANCEL_TEXTS.unknown : REASONS[known]! };
}
