import { sumPaise } from '../money/paise';
import { type Cart, type CartLine, EMPTY_CART } from './CartLine';

/** Cart total in paise: the sum of unit price × quantity (FEATURES F-menu). */
export const cartTotal = (cart: Cart): number => sumPaise(cart.lines.map((line) => line.unitPrice * line.quantity));

/** Item count: the sum of the quantities (FEATURES F-menu). */
export const itemCount = (cart: Cart): number => cart.lines.reduce((count, line) => count + line.quantity, 0);

/** How many of an item the cart holds, over all its customizations. */
export const quantityOfItem = (cart: Cart, menuId: string): number =>
  cart.lines.filter((line) => line.menuId === menuId).reduce((count, line) => count + line.quantity, 0);

/** The lines (customizations) of one item. */
export const linesOfItem = (cart: Cart, menuId: string): CartLine[] =>
  cart.lines.filter((line) => line.menuId === menuId);

export const findLine = (cart: Cart, key: string): CartLine | undefined => cart.lines.find((line) => line.key === key);

/** 'Change Restaurant?' is asked only when the cart holds another restaurant's items, never for an empty cart. */
export const needsRestaurantChange = (cart: Cart, restaurantId: string): boolean =>
  cart.lines.length > 0 && cart.restaurantId !== restaurantId;

/**
 * Sets a line's quantity (FEATURES F-menu): 0 or less removes it; a line not yet in the cart is added.
 * A line of a different restaurant resets the cart first, so the cart always holds one restaurant.
 */
export function setLineQuantity(cart: Cart, line: CartLine, quantity: number): Cart {
  const base = cart.lines.length > 0 && cart.restaurantId !== line.restaurantId ? EMPTY_CART : cart;
  const others = base.lines.filter((existing) => existing.key !== line.key);
  if (quantity <= 0) return others.length === 0 ? EMPTY_CART : { restaurantId: base.restaurantId, lines: others };
  const existing = base.lines.find((candidate) => candidate.key === line.key);
  const updated = { ...(existing ?? line), quantity: Math.floor(quantity) };
  const lines = existing
    ? base.lines.map((candidate) => (candidate.key === line.key ? updated : candidate))
    : [...base.lines, updated];
  return { restaurantId: line.restaurantId, lines };
}

/**
 * Adds a line: the same line (same item, same add-ons) gains the line's quantity, another customization is
 * a new line. A cart holding another restaurant's items is replaced by this line ('Change Restaurant?'
 * confirmed; callers ask first with `needsRestaurantChange`).
 */
export function addToCart(cart: Cart, line: CartLine): Cart {
  const sameRestaurant = cart.restaurantId === line.restaurantId;
  const current = sameRestaurant ? (findLine(cart, line.key)?.quantity ?? 0) : 0;
  return setLineQuantity(cart, line, current + Math.max(1, line.quantity));
}

/** One more of a line. */
export function incrementLine(cart: Cart, key: string): Cart {
  const line = findLine(cart, key);
  return line ? setLineQuantity(cart, line, line.quantity + 1) : cart;
}

/** One less of a line; decrementing from 1 removes it. */
export function decrementLine(cart: Cart, key: string): Cart {
  const line = findLine(cart, key);
  return line ? setLineQuantity(cart, line, line.quantity - 1) : cart;
}

/** Within the add-on chooser a quantity never goes below 1. */
export const chooserQuantity = (quantity: number): number =>
  Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));

/** Whether two carts hold the same lines at the same quantities and prices (order aside). */
export function sameCart(a: Cart, b: Cart): boolean {
  const describe = (cart: Cart) =>
    cart.lines
      .map((line) => `${line.key}×${line.quantity}@${line.unitPrice}`)
      .sort()
      .join('|');
  return a.restaurantId === b.restaurantId && describe(a) === describe(b);
}
