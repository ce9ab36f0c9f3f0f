import { inject, injectable } from 'inversify';
import type { RestaurantFilters } from '../../domain/catalogue/restaurantFilters';
import type { GeoPoint } from '../../domain/geo/GeoPoint';
import { CatalogueEndpoints } from '../api/endpoints/catalogueEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { CatalogueApi, NearbyPage } from '../ports/CatalogueApi';

@injectable()
export class CatalogueAdapter implements CatalogueApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  restaurants = (request: NearbyPage & { filters: RestaurantFilters }) =>
    this.caller.call(CatalogueEndpoints.restaurants, request);
  restaurantsByCuisine = (request: NearbyPage & { categoryId: string }) =>
    this.caller.call(CatalogueEndpoints.restaurantsByCuisine, request);
  search = (request: { text: string; point: GeoPoint | null }) => this.caller.call(CatalogueEndpoints.search, request);
  cuisineCategories = () => this.caller.call(CatalogueEndpoints.cuisineCategories, undefined);
}
