import { type OrderStatus, orderStatusLabel } from '../order/orderStatus';
import type { TrainOrderPlace } from '../train/trainOrder';

/** What a push about an order's new status is built from. */
export interface OrderPushFacts {
  orderId: string;
  restaurantName: string;
  status: OrderStatus;
  /** The delivery PIN, told when the order leaves the restaurant. */
  userPin: string | null;
  /** True when the customer paid online (a cancelled or rejected order is then refunded). */
  paidOnline: boolean;
  /** The train, station and seat of an order delivered to a train seat (FEATURES F-train); absent for an address. */
  seat?: TrainOrderPlace | null;
}

export interface OrderPushText {
  title: string;
  body: string;
  /** The app path a click opens (the payload's click_action). */
  link: string;
}

/**
 * The push payload for an order's new status, as the demo backend sends it and as the provider's backend is
 * expected to send it (docs/API.md). Data values are strings, as push providers carry them.
 */
export interface OrderPushPayload {
  notification: { title: string; body: string };
  data: { title: string; body: string; click_action: string; orderId: string; orderStatus: string };
}

export const RATE_YOUR_ORDER_TEXT = 'Rate your order';
export const REFUND_LINE_TEXT =
  'The amount you paid will be refunded to your original payment method in 5-7 business days.';

/** Track Order following one order (the link of a push about a moving order). */
export const trackOrderPath = (orderId: string): string => `/track-order?orderId=${encodeURIComponent(orderId)}`;

/** Order History with one order expanded; `rate` also opens Rate Your Order for it. */
export const orderHistoryPath = (orderId: string, rate = false): string =>
  `/user/order-history?order=${encodeURIComponent(orderId)}${rate ? '&rate=1' : ''}`;

/** Statuses of an order still moving towards the customer: their pushes open Track Order. */
const MOVING: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'out for delivery'];

/** Where a click on a push about an order in `status` goes. */
export function orderLinkFor(orderId: string, status: OrderStatus): string {
  if (MOVING.includes(status)) return trackOrderPath(orderId);
  return orderHistoryPath(orderId, status === 'delivered');
}

/** 'B2, berth 34' ('B2' when the berth is not known). */
const seatOf = (seat: TrainOrderPlace): string => `${seat.coach}${seat.berth ? `, berth ${seat.berth}` : ''}`;

/**
 * The title and body of the push for an order that has just reached `status` (a seat order's say where the train
 * meets it); null for the statuses that are
 * not announced (Pending and Payment Processing are where an order starts: the customer is on its screen).
 */
export function orderPushText(facts: OrderPushFacts): OrderPushText | null {
  const { orderId: id, restaurantName: restaurant, status, seat } = facts;
  const refund = facts.paidOnline ? ` ${REFUND_LINE_TEXT}` : '';
  const link = orderLinkFor(id, status);
  switch (status) {
    case 'confirmed':
      return {
        title: `Order ${id} confirmed`,
        body: `${restaurant} has accepted your order ${id} and will start preparing it shortly.`,
        link,
      };
    case 'preparing':
      return {
        title: `Order ${id} is being prepared`,
        body: `${restaurant} is preparing your order ${id}${seat ? ` for your train at ${seat.stationName}` : ''}.`,
        link,
      };
    case 'out for delivery': {
      const pin = facts.userPin ? ` Delivery PIN: ${facts.userPin} (share it only with the delivery partner).` : '';
      const where = seat
        ? `is waiting on the platform at ${seat.stationName} for coach ${seatOf(seat)}`
        : 'is on its way';
      return {
        title: `Order ${id} is out for delivery`,
        body: `Your order ${id} from ${restaurant} ${where}.${pin}`,
        link,
      };
    }
    case 'delivered': {
      const done = seat ? `was handed over at coach ${seatOf(seat)}` : 'has been delivered';
      return {
        title: `Order ${id} delivered`,
        body: `Your order ${id} from ${restaurant} ${done}. Enjoy your meal! ${RATE_YOUR_ORDER_TEXT}.`,
        link,
      };
    }
    case 'cancelled':
      return {
        title: `Order ${id} cancelled`,
        body: `Your order ${id} from ${restaurant} has been cancelled.${refund}`,
        link,
      };
    case 'rejected':
      return { title: `Order ${id} rejected`, body: `${restaurant} could not accept your order ${id}.${refund}`, link };
    case 'payment failed':
      return {
        title: `Payment failed for order ${id}`,
        body: `The payment for your order ${id} from ${restaurant} did not go through, so the order was not placed. You can try again from your cart.`,
        link,
      };
    default:
      return null;
  }
}

/** The push payload (notification + data) for an order that has just reached `status`, or null when not announced. */
export function orderPushPayload(facts: OrderPushFacts): OrderPushPayload | null {
  const text = orderPushText(facts);
  if (!text) return null;
  const { title, body, link } = text;
  return {
    notification: { title, body },
    data: { title, body, click_action: link, orderId: facts.orderId, orderStatus: orderStatusLabel(facts.status) },
  };
}

/** The label of a push's action button, from where its link goes. */
export function pushActionLabel(path: string): string {
  if (path.startsWith('/track-order')) return 'Track Order';
  if (path === '/train/journey') return 'Order at a later station';
  if (/^\/user\/order-history\?(.*&)?rate=1(&|$)/.test(path)) return RATE_YOUR_ORDER_TEXT;
  // The list itself (the greeting of a new device), not one order of it.
  if (path === '/user/order-history') return 'View Order History';
  return 'View Order';
}
