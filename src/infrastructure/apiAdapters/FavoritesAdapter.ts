import { inject, injectable } from 'inversify';
import type { GeoPoint } from '../../domain/geo/GeoPoint';
import { FavoriteEndpoints } from '../api/endpoints/favoriteEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { FavoritesApi } from '../ports/FavoritesApi';

@injectable()
export class FavoritesAdapter implements FavoritesApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  list = (from: GeoPoint | null) => this.caller.call(FavoriteEndpoints.list, from);
  add = (restaurantId: string) => this.caller.call(FavoriteEndpoints.add, restaurantId);
  remove = (restaurantId: string) => this.caller.call(FavoriteEndpoints.remove, restaurantId);
}
