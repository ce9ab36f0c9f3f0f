import type { GeoPoint } from '../geo/GeoPoint';
import { sumPaise } from '../money/paise';
import type { Order } from '../order/Order';
import { isActiveOrder } from '../order/orderHistory';
import { deliveryDetailsText } from '../train/seatClosure';
import { routeBetween, SAMPLE_CUSTOMER_POINT, SAMPLE_RESTAURANT_POINT } from './trackingRoute';

/** A line of the tracked order (FEATURES F-account: Tracking cart item). Price of one, in paise. */
export interface TrackingItem {
  title: string;
  price: number;
  quantity: number;
}

/** What Track Order shows about the order: ids, places, items and the route between the two places. */
export interface TrackingSummary {
  orderId: string;
  restaurant: string;
  restaurantAddress: string;
  /** The drop address text. */
  userAddress: string;
  items: TrackingItem[];
  /** Paise: the sample's sum of price × quantity; a real order's amount as charged. */
  total: number;
  route: GeoPoint[];
  /** True for the spec's hard-coded sample, shown only when the customer has no order to track. */
  sample: boolean;
  /**
   * FEATURES F-train: handed over at a train seat. Track Order then follows the train, not a rider on the road (no
   * road map, no delivery partner, no minutes to the door).
   */
  seatDelivery: boolean;
  /** When the order was placed (ms since the epoch), or null for the sample or an unreadable time. */
  placedAt: number | null;
}

/** The order amount: the sum of price × quantity of the items (FEATURES F-account). */
export const orderAmount = (items: readonly TrackingItem[]): number =>
  sumPaise(items.map((item) => item.price * item.quantity));

const SAMPLE_ITEMS: TrackingItem[] = [
  { title: 'Paneer Butter Masala', price: 28_000, quantity: 1 },
  { title: 'Butter Naan', price: 4_500, quantity: 3 },
  { title: 'Jeera Rice', price: 15_000, quantity: 1 },
];

/** The spec's sample order, kept for a customer with no order to track. */
export const SAMPLE_TRACKING: TrackingSummary = {
  orderId: 'ORD123456',
  restaurant: 'Spice Garden Restaurant',
  restaurantAddress: 'Shop 12, Lodhi Colony Market, New Delhi 110003',
  userAddress: 'House 24, Jangpura Extension, New Delhi 110014',
  items: SAMPLE_ITEMS,
  total: orderAmount(SAMPLE_ITEMS),
  route: routeBetween(SAMPLE_RESTAURANT_POINT, SAMPLE_CUSTOMER_POINT),
  sample: true,
  seatDelivery: false,
  placedAt: null,
};

/**
 * Track Order for a real order: its restaurant, items and drop address; the route runs between the order's
 * places when both are known, else between the sample points. `dropAddress` overrides the order's own text
 * (the cached latestAddress, when the order does not say where it goes).
 */
export function trackingOf(order: Order, dropAddress: string | null): TrackingSummary {
  const from = order.restaurantLocation ?? SAMPLE_RESTAURANT_POINT;
  const to = order.deliveryLocation ?? SAMPLE_CUSTOMER_POINT;
  return {
    orderId: order.orderId,
    restaurant: order.restaurantName,
    restaurantAddress: order.restaurantAddress,
    userAddress: deliveryDetailsText(order.deliveryAddress, order.closure) || dropAddress || '',
    items: order.items.map((item) => ({ title: item.itemName, price: item.itemPrice, quantity: item.itemQuantity })),
    total: order.totalAmount,
    route: routeBetween(from, to),
    sample: false,
    seatDelivery: Boolean(order.train),
    placedAt: Number.isFinite(Date.parse(order.createdAt)) ? Date.parse(order.createdAt) : null,
  };
}

/**
 * The order Track Order follows when none is asked for: the newest still on its way, else none (the sample is
 * shown). `orders` are newest first. An order asked for is looked up by itself, never replaced by this one.
 */
export const newestOnItsWay = (orders: readonly Order[]): Order | null => orders.find(isActiveOrder) ?? null;
