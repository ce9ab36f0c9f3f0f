import { z } from 'zod/mini';
import { type Cart, EMPTY_CART } from '../../domain/cart/CartLine';
import { paiseFromRupees, rupeesFromPaise } from '../../domain/money/paise';
import { type KeyValueStore, StorageKeys } from '../../infrastructure/ports/KeyValueStore';

/**
 * A local cart item as kept under cartItems (spec §3: id, menuId, quantity,
 * restaurantId, price in rupees, plus what the app needs to show it).
 */
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

type StoredItem = z.input<typeof StoredItemSchema>;

const toStoredItems = (cart: Cart): StoredItem[] => cart.lines.map(({ key, unitPrice, ...line }) => ({ ...line, id: key, price: rupeesFromPaise(unitPrice) }));

function cartOfItems(items: z.output<typeof StoredItemSchema>[], restaurantId: string | null): Cart {
  const lines = items
    .filter((item) => item.restaurantId === restaurantId)
    .map(({ id, price, ...item }) => ({ ...item, key: id, unitPrice: paiseFromRupees(price) }));
  return lines.length > 0 && restaurantId ? { restaurantId, lines } : EMPTY_CART;
}

/** The cart saved locally, or an empty cart when nothing (or nothing readable) is saved. */
export function readStoredCart(storage: KeyValueStore): Cart {
  try {
    const items = z.array(StoredItemSchema).parse(JSON.parse(storage.getItem(StorageKeys.cartItems) ?? '[]'));
    return cartOfItems(items, storage.getItem(StorageKeys.currentRestaurantId));
  } catch {
    return EMPTY_CART;
  }
}

/**
 * The cart outbox: while local changes are unconfirmed, the server's cart as last heard (the base they were
 * made on) and whose cart it is. At start-up the changes since the base are replayed onto the server's cart.
 */
const OutboxSchema = z.object({
  owner: z.nullable(z.string()),
  restaurantId: z.nullable(z.string()),
  items: z.array(StoredItemSchema),
});

/** The base of the unsent changes saved for this customer, or null when there are none (or they are another's). */
export function readOutbox(storage: KeyValueStore, owner: string | null): Cart | null {
  const raw = storage.getItem(StorageKeys.cartOutbox);
  if (raw === null) return null;
  try {
    const outbox = OutboxSchema.parse(JSON.parse(raw));
    if (outbox.owner && owner && outbox.owner !== owner) return null;
    return cartOfItems(outbox.items, outbox.restaurantId);
  } catch {
    return null;
  }
}

/** Saves the base of unsent changes; null (nothing unsent) removes the outbox. */
export function saveOutbox(storage: KeyValueStore, owner: string | null, base: Cart | null) {
  if (!base) {
    if (storage.getItem(StorageKeys.cartOutbox) !== null) storage.removeItem(StorageKeys.cartOutbox);
    return;
  }
  storage.setItem(StorageKeys.cartOutbox, JSON.stringify({ owner, restaurantId: base.restaurantId, items: toStoredItems(base) }));
}

/** Saves the cart under the spec's keys (cartItems, currentRestaurantId); an empty cart removes them. */
export function saveCart(storage: KeyValueStore, cart: Cart) {
  if (cart.lines.length === 0 || !cart.restaurantId) {
    clearStoredCart(storage, false);
    return;
  }
  storage.setItem(StorageKeys.cartItems, JSON.stringify(toStoredItems(cart)));
  storage.setItem(StorageKeys.currentRestaurantId, cart.restaurantId);
}

/** The server's item count as last heard (backendCartCount); none is kept for an empty server cart. */
export function saveBackendCount(storage: KeyValueStore, count: number) {
  if (count > 0) storage.setItem(StorageKeys.backendCartCount, String(count));
  else storage.removeItem(StorageKeys.backendCartCount);
}

/** Removes the saved cart data; with `all` also the server count and the outbox (signing out, an order placed). */
export function clearStoredCart(storage: KeyValueStore, all = true) {
  storage.removeItem(StorageKeys.cartItems);
  storage.removeItem(StorageKeys.currentRestaurantId);
  if (!all) return;
  storage.removeItem(StorageKeys.backendCartCount);
  storage.removeItem(StorageKeys.cartOutbox);
}
