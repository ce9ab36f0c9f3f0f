import { z } from 'zod/mini';
import { type Cart, EMPTY_CART } from '../../domain/cart/CartLine';
import { paiseFromRupees, rupeesFromPaise } from '../../domain/money/paise';
import { type KeyValueStore, StorageKeys } from '../../infrastructure/ports/KeyValueStore';

/** A local cart item as kept under cartItems (spec §3: id, menuId, quantity, restaurantId, price in rupees, plus what the app needs to show it). */
const StoredItemSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  quantity: z.int().check(z.positive()),
  restaurantId: z.string(),
  price: z.number().check(z.gte(0)),
  itemName: z._default(z.string(), ''),
  choices: z._default(z.array(z.object({ groupId: z.string(), optionIds: z.array(z.string()) })), []),
  choicesText: z._default(z.string(), ''),
  menuCount: z._default(z.nullable(z.int()), null),
  addOnItemsCount: z._default(z.int().check(z.gte(0)), 0),
});

/** The cart saved locally, or an empty cart when nothing (or nothing readable) is saved. */
export function readStoredCart(storage: KeyValueStore): Cart {
  try {
    const items = z.array(StoredItemSchema).parse(JSON.parse(storage.getItem(StorageKeys.cartItems) ?? '[]'));
    const restaurantId = storage.getItem(StorageKeys.currentRestaurantId);
    const lines = items
      .filter((item) => item.restaurantId === restaurantId)
      .map(({ id, price, ...item }) => ({ ...item, key: id, unitPrice: paiseFromRupees(price) }));
    return lines.length > 0 && restaurantId ? { restaurantId, lines } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

/** Saves the cart under the spec's keys (cartItems, currentRestaurantId); an empty cart removes them. */
export function saveCart(storage: KeyValueStore, cart: Cart) {
  if (cart.lines.length === 0 || !cart.restaurantId) {
    clearStoredCart(storage, false);
    return;
  }
  const items = cart.lines.map(({ key, unitPrice, ...line }) => ({ ...line, id: key, price: rupeesFromPaise(unitPrice) }));
  storage.setItem(StorageKeys.cartItems, JSON.stringify(items));
  storage.setItem(StorageKeys.currentRestaurantId, cart.restaurantId);
}

/** The server's item count as last heard (backendCartCount); none is kept for an empty server cart. */
export function saveBackendCount(storage: KeyValueStore, count: number) {
  if (count > 0) storage.setItem(StorageKeys.backendCartCount, String(count));
  else storage.removeItem(StorageKeys.backendCartCount);
}

/** Removes the saved cart data; with `count` also the server count. */
export function clearStoredCart(storage: KeyValueStore, count = true) {
  storage.removeItem(StorageKeys.cartItems);
  storage.removeItem(StorageKeys.currentRestaurantId);
  if (count) storage.removeItem(StorageKeys.backendCartCount);
}
