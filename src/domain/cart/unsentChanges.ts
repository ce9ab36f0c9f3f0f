import { type Cart, EMPTY_CART } from './CartLine';
import { findLine, setLineQuantity } from './cartRules';

/** Whether the server holds every local line at its quantity and nothing else (prices aside). */
export function serverHasAll(local: Cart, server: Cart): boolean {
  if (local.lines.length !== server.lines.length) return false;
  if (local.lines.length > 0 && local.restaurantId !== server.restaurantId) return false;
  return local.lines.every((line) => findLine(server, line.key)?.quantity === line.quantity);
}

/**
 * The cart after a restart with changes the server had not confirmed: the customer's changes since `base`
 * (the server's cart as last heard before the restart) replayed onto `fresh` (the server's cart now).
 * A pending restaurant switch replaces the cart whatever the server holds; otherwise each line the customer
 * changed takes its new quantity (0 removes it) and the lines they did not touch are as the server has them.
 */
export function replayUnsent(local: Cart, base: Cart, fresh: Cart): Cart {
  if (local.lines.length > 0 && local.restaurantId !== base.restaurantId) return local;
  const keys = new Set([...base.lines, ...local.lines].map((line) => line.key));
  let cart =
    fresh.lines.length > 0 && local.lines.length > 0 && fresh.restaurantId !== local.restaurantId ? EMPTY_CART : fresh;
  for (const key of keys) {
    const mine = findLine(local, key);
    const before = findLine(base, key);
    if ((mine?.quantity ?? 0) === (before?.quantity ?? 0)) continue;
    cart = setLineQuantity(cart, mine ?? before!, mine?.quantity ?? 0);
  }
  return cart;
}

/**
 * How many changes the server has not had: each line whose quantity differs between the local cart and `base` (the
 * server's cart as last heard), a removal included; a pending restaurant switch counts every line of the new cart.
 * Repeated taps on one line are one change, as they are sent as one absolute quantity.
 */
export function unsentChangeCount(local: Cart, base: Cart): number {
  if (local.lines.length > 0 && local.restaurantId !== base.restaurantId) return local.lines.length;
  const keys = new Set([...base.lines, ...local.lines].map((line) => line.key));
  return [...keys].filter((key) => (findLine(local, key)?.quantity ?? 0) !== (findLine(base, key)?.quantity ?? 0))
    .length;
}
