import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { FavoritesOutbox, PendingFavorite } from '../../ports/FavoritesOutbox';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';

const OutboxSchema = z.object({
  owner: z.string(),
  toggles: z.array(
    z.object({ restaurantId: z.string().check(z.minLength(1)), name: z.string(), favorite: z.boolean() }),
  ),
});

type Outbox = z.infer<typeof OutboxSchema>;

/** The favourites outbox in local storage (one customer's at a time; sign-out removes it with their other keys). */
@injectable()
export class KeyValueFavoritesOutbox implements FavoritesOutbox {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  pending(owner: string): PendingFavorite[] {
    return this.read(owner).toggles;
  }

  put(owner: string, toggle: PendingFavorite) {
    const toggles = this.read(owner).toggles.filter((pending) => pending.restaurantId !== toggle.restaurantId);
    this.write({ owner, toggles: [...toggles, toggle] });
  }

  settle(owner: string, toggle: PendingFavorite) {
    const toggles = this.read(owner).toggles;
    const rest = toggles.filter(
      (pending) => pending.restaurantId !== toggle.restaurantId || pending.favorite !== toggle.favorite,
    );
    if (rest.length !== toggles.length) this.write({ owner, toggles: rest });
  }

  private read(owner: string): Outbox {
    const raw = this.storage.getItem(StorageKeys.favoritesOutbox);
    if (raw === null) return { owner, toggles: [] };
    try {
      const outbox = OutboxSchema.parse(JSON.parse(raw));
      return outbox.owner === owner ? outbox : { owner, toggles: [] };
    } catch {
      return { owner, toggles: [] };
    }
  }

  private write(outbox: Outbox) {
    if (outbox.toggles.length === 0) this.storage.removeItem(StorageKeys.favoritesOutbox);
    else this.storage.setItem(StorageKeys.favoritesOutbox, JSON.stringify(outbox));
  }
}
