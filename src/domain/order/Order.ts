import type { GeoPoint } from '../geo/GeoPoint';
import type { AddOnChoice } from '../menu/AddOnGroup';
import type { SeatClosure } from '../train/seatClosure';
import type { TrainOrderPlace } from '../train/trainOrder';
import type { OrderCancellation } from './orderCancellation';

/** An order in Order History (FEATURES F-account). Money in integer paise. */
export interface OrderItem {
  menuId: string;
  itemName: string;
  itemQuantity: number;
  itemPrice: number;
  itemRating: number;
  /** The add-ons chosen for this line; undefined when the server did not say (reorder then takes the defaults). */
  choices?: AddOnChoice[];
}

export const CHARGE_KINDS = [
  'deliveryCharge',
  'rainFees',
  'tip',
  'gst',
  'restaurantCharges',
  'handlingCharges',
  'smallCartFees',
  'platformFees',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export type OrderCharges = Record<ChargeKind, number>;

export interface Order {
  id: string;
  orderId: string;
  restaurantId: string;
  restaurantName: string;
  restaurantImage: string;
  deliveryAgentId: string | null;
  /** The server's status text; see orderStatus.ts for matching. */
  orderStatus: string;
  createdAt: string;
  totalAmount: number;
  /** Delivery PIN, shown while the order is out for delivery. */
  userPin: string | null;
  deliveryAddress: string;
  items: OrderItem[];
  foodRating: number;
  deliveryRating: number;
  /** Legacy overall rating. */
  rating: number;
  comment: string;
  charges: OrderCharges;
  /** Where the order is picked up and delivered (our addition to the list, for Track Order); '' / null when unknown. */
  restaurantAddress: string;
  restaurantLocation: GeoPoint | null;
  deliveryLocation: GeoPoint | null;
  /**
   * FEATURES F-train: the train, station and seat of an order delivered to a train; null for an address (or when
   * unsaid).
   */
  train?: TrainOrderPlace | null;
  /** FEATURES F-train: how a seat order was closed (its texts come from seatClosureText); null while open. */
  closure?: SeatClosure | null;
  /** FEATURES F-cancel: whether the customer may still cancel; null when the server does not say (no button). */
  cancellation?: OrderCancellation | null;
  /**
   * FEATURES F-cancel, F-push: what goes back to the customer for an address order cancelled or rejected by the
   * restaurant, paise (0 when nothing was paid online); null when the server does not say.
   */
  refundPaise?: number | null;
  /** The restaurant offer's money off the bill, paise (0 or absent when none: the provider does not say it). */
  discountPaise?: number;
}

/** The additional charges shown on an expanded order: only those above 0, in a fixed order. */
export function visibleCharges(charges: OrderCharges): { kind: ChargeKind; amount: number }[] {
  return CHARGE_KINDS.filter((kind) => charges[kind] > 0).map((kind) => ({ kind, amount: charges[kind] }));
}

export const itemCount = (order: Pick<Order, 'items'>): number =>
  order.items.reduce((sum, item) => sum + item.itemQuantity, 0);

/** The fixed estimated time of an expanded order, minutes (FEATURES F-account: '25-35 min'). */
export const ORDER_ESTIMATED_MINUTES = { min: 25, max: 35 } as const;
export const ORDERS_PAGE_SIZE = 10;
