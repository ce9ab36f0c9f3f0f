import { inject, injectable } from 'inversify';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import { FavoriteEndpoints } from '../../api/endpoints';
import type { FavoritesApi } from '../../ports/FavoritesApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpFavoritesApi implements FavoritesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list = (from: GeoPoint | null) => this.http.call(FavoriteEndpoints.list, from);
  add = (restaurantId: string) => this.http.call(FavoriteEndpoints.add, restaurantId);
  remove = (restaurantId: string) => this.http.call(FavoriteEndpoints.remove, restaurantId);
}
