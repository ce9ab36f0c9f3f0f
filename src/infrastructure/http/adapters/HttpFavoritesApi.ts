import { inject, injectable } from 'inversify';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import { favoriteBody, favoritesQuery, toFavorites } from '../../api/mappers/favoriteMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { FavoritesResponseSchema } from '../../api/schemas/favorites';
import type { FavoritesApi } from '../../ports/FavoritesApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpFavoritesApi implements FavoritesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(from: GeoPoint | null) {
    return toFavorites(await this.http.get(ApiPaths.favorites, { schema: FavoritesResponseSchema, query: favoritesQuery(from) }));
  }

  async add(restaurantId: string) {
    ensureSuccess(await this.http.post(ApiPaths.addFavorite, { schema: SuccessResponseSchema, json: favoriteBody(restaurantId) }));
  }

  async remove(restaurantId: string) {
    ensureSuccess(await this.http.delete(pathWithId(ApiPaths.removeFavorite, restaurantId), { schema: SuccessResponseSchema }));
  }
}
