import type { z } from 'zod/mini';
import type { RestaurantSummary } from '../../../domain/catalogue/Restaurant';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { FavoritesResponseSchema } from '../schemas/favorites';
import { toRestaurantSummary } from './catalogueMappers';
import { ensureSuccess } from './ensureSuccess';

/** get-favorite-restaurants query: the point distances are measured from, when known. */
export const favoritesQuery = (from: GeoPoint | null) => (from ? { lat: from.latitude, lon: from.longitude } : {});

export const favoriteBody = (restaurantId: string) => ({ restaurantId });

export function toFavorites(response: z.output<typeof FavoritesResponseSchema>): RestaurantSummary[] {
  return (ensureSuccess(response).data ?? []).map(toRestaurantSummary);
}
