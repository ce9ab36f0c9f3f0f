import { type Cart, type CartLine, EMPTY_CART, lineKeyOf } from './CartLine';
import type { CartCount } from './CartSummary';

/**
 * The cart as cart-items-count describes it (items, restaurant), when the detailed cart could not be read:
 * each item keeps what the previous local cart knew of it (name, price, add-ons), else a bare line.
 */
export function cartFromCount(count: CartCount | null, previous: Cart): Cart {
  if (!count || count.items.length === 0) return EMPTY_CART;
  const lines = count.items
    .filter((item) => item.quantity > 0)
    .map((item): CartLine => {
      const known = previous.lines.find(
        (line) => line.menuId === item.menuId && line.restaurantId === count.restaurantId,
      );
      return known
        ? { ...known, quantity: item.quantity }
        : {
            key: lineKeyOf(item.menuId, []),
            menuId: item.menuId,
            restaurantId: count.restaurantId,
            itemName: '',
            quantity: item.quantity,
            unitPrice: 0,
            choices: [],
            choicesText: '',
            menuCount: null,
            addOnItemsCount: 0,
          };
    });
  const unique = lines.filter((line, index) => lines.findIndex((other) => other.key === line.key) === index);
  return unique.length > 0 ? { restaurantId: count.restaurantId, lines: unique } : EMPTY_CART;
}
