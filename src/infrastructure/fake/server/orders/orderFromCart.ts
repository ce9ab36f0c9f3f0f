import { seatDeliveryBill } from '../../../../domain/train/seatBill';
import { billFor } from '../../../../domain/cart/charges';
import type { PaymentMethod } from '../../../../domain/checkout/PaymentMethod';
import { dropAddressText, toLatestAddress } from '../../../../domain/address/addressViews';
import { paiseFromRupees, rupeesFromPaise, sumPaise } from '../../../../domain/money/paise';
import type { AddressRecord } from '../../db/addressRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { OrderRecord } from '../../db/orderRecords';
import type { PricedLine } from '../cart/pricedLines';
import { requireRestaurant } from '../menu/restaurantLookup';

/** A delivery window of the restaurant's estimate plus five minutes, as the cart promises it. */
const DELIVERY_WINDOW_MINUTES = 5;

export interface Placement {
  id: string;
  userId: string;
  /** Where the order goes: one of the customer's addresses (addressDestination) or a train seat (FEATURES F-train). */
  destination: OrderRecord['address'];
  /** Minutes to the handover (a seat order is delivered when the train arrives), else the restaurant's promise. */
  deliveryMinutes?: number;
  /** Handed over at a train seat (FEATURES F-train): no road delivery fee. */
  seatDelivery?: boolean;
  /** The seat order's train, station and seat, kept as facts (Order History's seatDelivery). */
  seat?: OrderRecord['seat'];
  lines: PricedLine[];
  method: PaymentMethod;
  instructions: OrderRecord['instructions'];
  /** Rupees. */
  tip: number;
  now: number;
}

/** The snapshot of a saved address an order keeps. */
export const addressDestination = (address: AddressRecord): OrderRecord['address'] => ({
  id: address.id,
  text: dropAddressText(toLatestAddress(address)),
  latitude: address.latitude,
  longitude: address.longitude,
});

/** The order's public number, e.g. RB100007. */
export const orderNumberOf = (id: string): string => `RB${100_000 + Number(id)}`;

/** A four-digit delivery PIN and a delivery agent, fixed per order (the demo has no dispatch). */
const userPinOf = (id: string): string => String(1000 + ((Number(id) * 7919 + 37) % 9000));
const deliveryAgentOf = (id: string): string => String(100 + ((Number(id) * 31) % 60));

/**
 * Builds an order from priced cart lines, with the bill computed by the same rules as the cart's
 * (billFor) plus the tip. A cash order goes to the kitchen at once; an online one once it is paid.
 */
export function orderFromCart(db: FakeDatabase, placement: Placement): OrderRecord {
  const { id, lines, now } = placement;
  const restaurant = requireRestaurant(db, lines[0]!.record.restaurantId);
  const cartBill = billFor(sumPaise(lines.map((line) => line.unitPrice * line.record.quantity)), restaurant.offer);
  const bill = placement.seatDelivery ? seatDeliveryBill(cartBill) : cartBill;
  const tip = paiseFromRupees(placement.tip);
  return {
    id,
    orderId: orderNumberOf(id),
    userId: placement.userId,
    restaurantId: restaurant.requestedId,
    restaurant: {
      name: restaurant.name,
      image: restaurant.image,
      address: restaurant.address,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
    },
    paymentMethod: placement.method,
    paymentStatus: placement.method === 'cod' ? 'Completed' : 'Pending',
    createdAt: now,
    confirmedAt: placement.method === 'cod' ? now : null,
    deliveryMinutes: placement.deliveryMinutes ?? restaurant.estimatedDeliveryTime + DELIVERY_WINDOW_MINUTES,
    closedAs: null,
    lines: lines.map(({ record, item, unitPrice, choicesText }) => ({
      menuId: record.menuId,
      itemName: item.itemName,
      choices: record.choices,
      choicesText,
      quantity: record.quantity,
      unitPrice: rupeesFromPaise(unitPrice),
      itemRating: 0,
    })),
    address: placement.destination,
    ...(placement.seat && { seat: placement.seat }),
    instructions: placement.instructions,
    charges: {
      deliveryCharge: rupeesFromPaise(bill.deliveryCharge),
      platformFees: rupeesFromPaise(bill.platformFee),
      gst: rupeesFromPaise(bill.otherCharges),
      tip: rupeesFromPaise(tip),
      discount: rupeesFromPaise(bill.discount),
    },
    totalAmount: rupeesFromPaise(bill.total + tip),
    userPin: userPinOf(id),
    deliveryAgentId: deliveryAgentOf(id),
    foodRating: 0,
    deliveryRating: 0,
    comment: '',
  };
}

/** The next order id (ids are numbers, kept as text). */
export function nextOrderId(db: FakeDatabase): string {
  return String(1 + db.orders.all().reduce((max, order) => Math.max(max, Number(order.id)), 0));
}
