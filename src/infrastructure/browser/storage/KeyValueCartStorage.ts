import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { type Cart, EMPTY_CART } from '../../../domain/cart/CartLine';
import { paiseFromRupees, rupeesFromPaise } from '../../../domain/money/paise';
import type { CartStorage } from '../../ports/CartStorage';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';

/**
 * A local cart item as kept under cartItems (FEATURES F-menu: id, menuId, quantity, restaurantId, price in rupees, plus
 * what the app needs to show it).
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

/** The outbox: the server's cart as last heard (the base the unsent changes were made on) and whose cart it is. */
const OutboxSchema = z.object({
  owner: z.nullable(z.string()),
  restaurantId: z.nullable(z.string()),
  items: z.array(StoredItemSchema),
});

const toStoredItems = (cart: Cart): StoredItem[] =>
  cart.lines.map(({ key, unitPrice, ...line }) => ({ ...line, id: key, price: rupeesFromPaise(unitPrice) }));

function cartOfItems(items: z.output<typeof StoredItemSchema>[], restaurantId: string | null): Cart {
  const lines = items
    .filter((item) => item.restaurantId === restaurantId)
    .map(({ id, price, ...item }) => ({ ...item, key: id, unitPrice: paiseFromRupees(price) }));
  return lines.length > 0 && restaurantId ? { restaurantId, lines } : EMPTY_CART;
}

/** The cart under the spec's local-storage keys; every value read back is parsed (storage is untrusted). */
@injectable()
export class KeyValueCartStorage implements CartStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  readCart(): Cart {
    try {
      const items = z.array(StoredItemSchema).parse(JSON.parse(this.storage.getItem(StorageKeys.cartItems) ?? '[]'));
      return cartOfItems(items, this.storage.getItem(StorageKeys.currentRestaurantId));
    } catch {
      return EMPTY_CART;
    }
  }

  saveCart(cart: Cart) {
    if (cart.lines.length === 0 || !cart.restaurantId) {
      this.clear(false);
      return;
    }
    this.storage.setItem(StorageKeys.cartItems, JSON.stringify(toStoredItems(cart)));
    this.storage.setItem(StorageKeys.currentRestaurantId, cart.restaurantId);
  }

  readOutbox(owner: string | null): Cart | null {
    const raw = this.storage.getItem(StorageKeys.cartOutbox);
    if (raw === null) return null;
    try {
      const outbox = OutboxSchema.parse(JSON.parse(raw));
      if (outbox.owner && owner && outbox.owner !== owner) return null;
      return cartOfItems(outbox.items, outbox.restaurantId);
    } catch {
      return null;
    }
  }

  saveOutbox(owner: string | null, base: Cart | null) {
    if (!base) {
      if (this.storage.getItem(StorageKeys.cartOutbox) !== null) this.storage.removeItem(StorageKeys.cartOutbox);
      return;
    }
    this.storage.setItem(
      StorageKeys.cartOutbox,
      JSON.stringify({ owner, restaurantId: base.restaurantId, items: toStoredItems(base) }),
    );
  }

  saveBackendCount(count: number) {
    if (count > 0) this.storage.setItem(StorageKeys.backendCartCount, String(count));
    else this.storage.removeItem(StorageKeys.backendCartCount);
  }

  clear(all = true) {
    this.storage.removeItem(StorageKeys.cartItems);
    this.storage.removeItem(StorageKeys.currentRestaurantId);
    if (!all) return;
    this.storage.removeItem(StorageKeys.backendCartCount);
    this.storage.removeItem(StorageKeys.cartOutbox);
  }
}
