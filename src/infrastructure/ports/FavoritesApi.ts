import type { RestaurantSummary } from '../../domain/catalogue/Restaurant';
import type { GeoPoint } from '../../domain/geo/GeoPoint';

/**
 * The customer's favourite restaurants, kept by the backend per customer (FEATURES F-reorder; ours, documented in
 * docs/API.md): listed newest first, marked and unmarked by id (both repeatable). Every method needs a session
 * and rejects with an AppError ('not-found' for a restaurant that does not exist).
 */
export interface FavoritesApi {
  /** Distances are measured from `from` (0 when null). */
  list(from: GeoPoint | null): Promise<RestaurantSummary[]>;
  add(restaurantId: string): Promise<void>;
  remove(restaurantId: string): Promise<void>;
}

export const FavoritesApiToken = Symbol.for('FavoritesApi');
