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
  /** The station and seat of an order delivered to a train seat (FEATURES F-train); absent for an address. */
  seat?: PushSeat | null;
}

/** Where a seat order's push says the train meets it: the station, and the coach and berth ('' when not known). */
export type PushSeat = Pick<TrainOrderPlace, 'stationName' | 'coach' | 'berth'>;

/** The statuses a push announces (Pending and Payment Processing are where an order starts: the customer is there). */
export const ANNOUNCED_STATUSES = [
  'confirmed',
  'preparing',
  'out for delivery',
  'delivered',
  'cancelled',
  'rejected',
  'payment failed',
] as const satisfies readonly OrderStatus[];
export type AnnouncedStatus = (typeof ANNOUNCED_STATUSES)[number];

export const isAnnounced = (status: OrderStatus): status is AnnouncedStatus =>
  (ANNOUNCED_STATUSES as readonly OrderStatus[]).includes(status);

/** An order push's facts when its status is one a push announces: what the app words in the customer's language. */
export type OrderPushNews = OrderPushFacts & { status: AnnouncedStatus };

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
  data: { title: string; body: string; click_action: string; orderId: string; orderStatus: string } & OrderPushData;
}

/**
 * The facts an order push carries in its data beside its English words (all optional, data values are strings), so
 * the app can word it in the customer's language (orderPushNewsOf reads them back).
 */
export interface OrderPushData {
  restaurantName?: string;
  /** 'true' when paid online (a cancelled or rejected order is refunded), else 'false'. */
  paidOnline?: string;
  userPin?: string;
  stationName?: string;
  coach?: string;
  berth?: string;
  /** A seat order closed by delay rescue or a failed hand-over: how ('rescued', 'skipped', 'notDelivered'). */
  closure?: string;
  stationCode?: string;
  /** The train's new expected arrival (epoch ms) at the station delay rescue gave up. */
  expectedArrival?: string;
  refundPaise?: string;
  /** The stations still ahead that take an order, as JSON: [{ code, name, orderBy }]. */
  laterStations?: string;
}

/** The data fields that carry an order push's facts (OrderPushData). */
export function orderPushData(facts: OrderPushFacts): OrderPushData {
  return {
    restaurantName: facts.restaurantName,
    paidOnline: String(facts.paidOnline),
    ...(facts.userPin ? { userPin: facts.userPin } : {}),
    ...(facts.seat ? { stationName: facts.seat.stationName, coach: facts.seat.coach, berth: facts.seat.berth } : {}),
  };
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
const seatOf = (seat: PushSeat): string => `${seat.coach}${seat.berth ? `, berth ${seat.berth}` : ''}`;

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
    data: {
      title,
      body,
      click_action: link,
      orderId: facts.orderId,
      orderStatus: orderStatusLabel(facts.status),
      ...orderPushData(facts),
    },
  };
}

/** Where a push's button leads, named by what it does (the UI words it): from where the push's link goes. */
export type PushAction = 'trackOrder' | 'laterStation' | 'rateOrder' | 'orderHistory' | 'viewOrder';

/** What a push's action button does, from where its link goes. */
export function pushAction(path: string): PushAction {
  if (path.startsWith('/track-order')) return 'trackOrder';
  if (path === '/train/journey') return 'laterStation';
  if (/^\/user\/order-history\?(.*&)?rate=1(&|$)/.test(path)) return 'rateOrder';
  // The list itself (the greeting of a new device), not one order of it.
  if (path === '/user/order-history') return 'orderHistory';
  return 'viewOrder';
}
