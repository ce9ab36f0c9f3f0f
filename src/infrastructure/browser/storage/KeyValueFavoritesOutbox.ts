import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { FavoritesOutbox, PendingFavorite } from '../../ports/FavoritesOutbox';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import { readOwned, writeOwned } from './ownedRecord';

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
    return readOwned(this.storage, StorageKeys.favoritesOutbox, OutboxSchema, owner, { owner, toggles: [] });
  }

  private write(outbox: Outbox) {
    writeOwned(this.storage, StorageKeys.favoritesOutbox, outbox.toggles.length > 0 ? outbox : null);
  }
}
