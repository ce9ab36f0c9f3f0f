import type { z } from 'zod/mini';
import { billFor } from '../../../../domain/cart/charges';
import { rupeesFromPaise, sumPaise } from '../../../../domain/money/paise';
import type { CartCountResponseSchema, CartResponseSchema } from '../../../api/schemas/cart';
import type { FakeDatabase } from '../../db/FakeDatabase';
import { addOnItemsCountOf } from '../menu/menuRecordsAsDomain';
import { requireRestaurant } from '../menu/restaurantLookup';
import type { PricedLine } from './pricedLines';

/** Fallback delivery window (FEATURES F-checkout) when the cart is empty. */
const DEFAULT_DELIVERY_MINUTES = { min: 25, max: 30 };
/** The window a restaurant promises: its estimate, up to five minutes more. */
const DELIVERY_WINDOW_MINUTES = 5;

/**
 * The server cart response (FEATURES F-menu) of priced lines, in rupees, with the bill computed by the shared rules.
 */
export function cartResponse(db: FakeDatabase, lines: PricedLine[]): z.input<typeof CartResponseSchema> {
  const first = lines[0];
  const restaurant = first ? requireRestaurant(db, first.record.restaurantId) : null;
  const subTotal = sumPaise(lines.map((line) => line.unitPrice * line.record.quantity));
  const bill = billFor(subTotal, restaurant?.offer ?? null);
  const minutes = restaurant
    ? { min: restaurant.estimatedDeliveryTime, max: restaurant.estimatedDeliveryTime + DELIVERY_WINDOW_MINUTES }
    : DEFAULT_DELIVERY_MINUTES;
  return {
    success: true,
    restaurantId: first?.record.restaurantId ?? null,
    cartInfo: lines.map(({ record }) => ({ menuId: record.menuId, quantity: record.quantity })),
    itemDetails: lines.map(({ record, item, unitPrice, choicesText }) => ({
      menuId: record.menuId,
      menuCount: record.menuCount,
      quantity: record.quantity,
      itemName: item.itemName,
      items: choicesText,
      itemTotal: rupeesFromPaise(unitPrice * record.quantity),
      selectedGroupId: record.choices.flatMap((choice) => choice.itemIds.map(() => choice.groupId)),
      selectedItemId: record.choices.flatMap((choice) => choice.itemIds),
      addOnItemsCount: addOnItemsCountOf(item),
      restaurantId: record.restaurantId,
    })),
    subTotal: rupeesFromPaise(bill.subTotal),
    deliveryCharge: rupeesFromPaise(bill.deliveryCharge),
    discount: rupeesFromPaise(bill.discount),
    total: rupeesFromPaise(bill.total),
    menuTotal: rupeesFromPaise(sumPaise(lines.map((line) => line.listedUnitPrice * line.record.quantity))),
    otherCharges: rupeesFromPaise(bill.otherCharges),
    otherChargesDetails: Object.fromEntries(
      bill.otherChargesDetails.map((detail) => [detail.label, rupeesFromPaise(detail.amount)]),
    ),
    platformFee: rupeesFromPaise(bill.platformFee),
    deliverTimeMin: minutes.min,
    deliverTimeMax: minutes.max,
    showCOD: bill.showCOD,
  };
}

/** cart-items-count: the lines' items and quantities and the restaurant, or no data for an empty cart. */
export function cartCountResponse(lines: PricedLine[]): z.input<typeof CartCountResponseSchema> {
  const first = lines[0];
  if (!first) return { success: true, data: null };
  return {
    success: true,
    data: {
      restaurantId: first.record.restaurantId,
      cartInfo: lines.map(({ record }) => ({ menuId: record.menuId, quantity: record.quantity })),
    },
  };
}
