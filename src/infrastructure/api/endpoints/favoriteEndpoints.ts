import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { endpoint, succeeded } from '../endpoint';
import { favoriteBody, favoritesQuery, toFavorites } from '../mappers/favoriteMappers';
import { ApiPaths } from '../paths';
import { SuccessResponseSchema } from '../schemas/common';
import { FavoritesResponseSchema } from '../schemas/favorites';

/** The favourite-restaurant calls (FEATURES F-reorder, docs/API.md). */
export const FavoriteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: ApiPaths.favorites,
    request: (from: GeoPoint | null) => ({ query: favoritesQuery(from) }),
    response: FavoritesResponseSchema,
    map: toFavorites,
  }),
  add: endpoint({
    method: 'POST',
    path: ApiPaths.addFavorite,
    request: (restaurantId: string) => ({ json: favoriteBody(restaurantId) }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${ApiPaths.removeFavorite}/:restaurantId`,
    request: (restaurantId: string) => ({ params: { restaurantId } }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
};
