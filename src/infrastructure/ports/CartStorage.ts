import type { Cart } from '../../domain/cart/CartLine';

/**
 * The cart kept on the device: the local cart (FEATURES F-menu: cartItems, currentRestaurantId), the server's item
 * count as last heard (backendCartCount) and the outbox of cart changes the server has not confirmed yet.
 */
export interface CartStorage {
  /** The saved cart, or an empty cart when nothing (or nothing readable) is saved. */
  readCart(): Cart;
  /** Saves the cart; an empty cart removes it. */
  saveCart(cart: Cart): void;
  /** The base of the unsent changes saved for this customer, or null when there are none (or they are another's). */
  readOutbox(owner: string | null): Cart | null;
  /** Saves the base of unsent changes; null (nothing unsent) removes the outbox. */
  saveOutbox(owner: string | null, base: Cart | null): void;
  /** The server's item count as last heard; none is kept for an empty server cart. */
  saveBackendCount(count: number): void;
  /** Removes the saved cart; with `all` also the server count and the outbox (signing out, an order placed). */
  clear(all?: boolean): void;
}

export const CartStorageToken = Symbol.for('CartStorage');
