/** A heart toggle the server has not confirmed yet. */
export interface PendingFavorite {
  restaurantId: string;
  /** The restaurant's name, to say which one if the replay is refused. */
  name: string;
  favorite: boolean;
}

/**
 * Favourite toggles sent and not yet answered, kept on the device per customer: a reload (or a closed tab)
 * before the answer replays them, so the heart the customer last saw is what the server keeps.
 */
export interface FavoritesOutbox {
  /** This customer's unanswered toggles (another customer's are never returned). */
  pending(owner: string): PendingFavorite[];
  /** Remembers a toggle before it is sent (replacing an older one of the same restaurant). */
  put(owner: string, toggle: PendingFavorite): void;
  /** Forgets a toggle once answered, unless a newer toggle of that restaurant asks for the other state. */
  settle(owner: string, toggle: PendingFavorite): void;
}

export const FavoritesOutboxToken = Symbol.for('FavoritesOutbox');
