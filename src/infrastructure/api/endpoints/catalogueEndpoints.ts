import type { RestaurantFilters } from '../../../domain/catalogue/restaurantFilters';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { NearbyPage } from '../../ports/CatalogueApi';
import { endpoint } from '../endpoint';
import {
  nearbyQuery,
  restaurantListQuery,
  searchQuery,
  toCuisineCategories,
  toCuisineRestaurants,
  toRestaurantSummaries,
  toSearchResults,
} from '../mappers/catalogueMappers';
import { ApiPaths } from '../paths';
import {
  CatalogueSearchResponseSchema,
  CuisineRestaurantsResponseSchema,
  CuisinesResponseSchema,
  RestaurantListResponseSchema,
} from '../schemas/catalogue';

/** Browsing the catalogue (FEATURES F-discovery: external rows). */
export const CatalogueEndpoints = {
  restaurants: endpoint({
    method: 'GET',
    path: ApiPaths.restaurants,
    request: (request: NearbyPage & { filters: RestaurantFilters }) => ({ query: restaurantListQuery(request) }),
    response: RestaurantListResponseSchema,
    map: toRestaurantSummaries,
  }),
  restaurantsByCuisine: endpoint({
    method: 'GET',
    path: `${ApiPaths.restaurantsByCategory}/:categoryId`,
    request: (request: NearbyPage & { categoryId: string }) => ({
      params: { categoryId: request.categoryId },
      query: nearbyQuery(request),
    }),
    response: CuisineRestaurantsResponseSchema,
    map: toCuisineRestaurants,
  }),
  search: endpoint({
    method: 'GET',
    path: ApiPaths.searchCatalogue,
    request: (request: { text: string; point: GeoPoint | null }) => ({ query: searchQuery(request) }),
    response: CatalogueSearchResponseSchema,
    map: toSearchResults,
  }),
  cuisineCategories: endpoint({
    method: 'GET',
    path: ApiPaths.cuisineCategories,
    request: () => ({}),
    response: CuisinesResponseSchema,
    map: toCuisineCategories,
  }),
};
