import { inject, injectable } from 'inversify';
import type { RestaurantFilters } from '../../../domain/catalogue/restaurantFilters';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import {
  nearbyQuery,
  restaurantListQuery,
  searchQuery,
  toCuisineCategories,
  toCuisineRestaurants,
  toRestaurantSummaries,
  toSearchResults,
} from '../../api/mappers/catalogueMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import {
  CatalogueSearchResponseSchema,
  CuisineRestaurantsResponseSchema,
  CuisinesResponseSchema,
  RestaurantListResponseSchema,
} from '../../api/schemas/catalogue';
import type { CatalogueApi, NearbyPage } from '../../ports/CatalogueApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpCatalogueApi implements CatalogueApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async restaurants(request: NearbyPage & { filters: RestaurantFilters }) {
    const query = restaurantListQuery(request);
    return toRestaurantSummaries(
      await this.http.get(ApiPaths.restaurants, { schema: RestaurantListResponseSchema, query }),
    );
  }

  async restaurantsByCuisine(request: NearbyPage & { categoryId: string }) {
    const path = pathWithId(ApiPaths.restaurantsByCategory, request.categoryId);
    return toCuisineRestaurants(
      await this.http.get(path, { schema: CuisineRestaurantsResponseSchema, query: nearbyQuery(request) }),
    );
  }

  async search(request: { text: string; point: GeoPoint | null }) {
    const query = searchQuery(request);
    return toSearchResults(
      await this.http.get(ApiPaths.searchCatalogue, { schema: CatalogueSearchResponseSchema, query }),
    );
  }

  async cuisineCategories() {
    return toCuisineCategories(await this.http.get(ApiPaths.cuisineCategories, { schema: CuisinesResponseSchema }));
  }
}
