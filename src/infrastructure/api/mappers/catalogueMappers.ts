import type {
  CatalogueSearchResults,
  CuisineCategory,
  CuisineRestaurant,
  RestaurantSummary,
} from '../../../domain/catalogue/Restaurant';
import { RESTAURANT_FILTER_FLAGS, type RestaurantFilters } from '../../../domain/catalogue/restaurantFilters';
import type { NearbyPage } from '../../ports/CatalogueApi';
import type { z } from 'zod/mini';
import type {
  CatalogueSearchResponse,
  CuisineDtoSchema,
  CuisineRestaurantDtoSchema,
  CuisineRestaurantsResponse,
  CuisinesResponse,
  RestaurantListDtoSchema,
  RestaurantListResponse,
} from '../schemas/catalogue';
import { ensureSuccess } from './ensureSuccess';
import { required } from './required';
import { safeImageUrl } from '../../../domain/security/urls';

export type CatalogueQuery = Record<string, string | number | boolean | undefined>;

/** lat, lon, page, limit of a nearby listing. */
export function nearbyQuery({ point, page, limit }: NearbyPage): CatalogueQuery {
  return { lat: point.latitude, lon: point.longitude, page, limit };
}

/** get-restaurants' query: flags that are on are sent as `true`; `cuisine` is a category id. */
export function restaurantListQuery(request: NearbyPage & { filters: RestaurantFilters }): CatalogueQuery {
  const query = nearbyQuery(request);
  for (const flag of RESTAURANT_FILTER_FLAGS) if (request.filters.flags.includes(flag)) query[flag] = true;
  if (request.filters.cuisineId) query.cuisine = request.filters.cuisineId;
  return query;
}

export function searchQuery({
  text,
  point,
}: {
  text: string;
  point: { latitude: number; longitude: number } | null;
}): CatalogueQuery {
  return { search: text.trim(), lat: point?.latitude, lon: point?.longitude };
}

export const toRestaurantSummary = (dto: z.output<typeof RestaurantListDtoSchema>): RestaurantSummary => ({
  id: dto.id,
  name: dto.name,
  imageUrl: safeImageUrl(dto.restaurantImage),
  rating: dto.rating,
  estimatedDeliveryTime: dto.estimatedDeliveryTime,
  address: dto.address,
  totalReviews: dto.totalReviews,
  distanceKm: dto.distance,
  area: dto.area,
});

export const toCuisineRestaurant = (dto: z.output<typeof CuisineRestaurantDtoSchema>): CuisineRestaurant => ({
  id: dto.restaurant_id,
  name: dto.restaurant_name,
  bannerImageUrl: safeImageUrl(dto.banner_image),
  rating: dto.rating,
  estimatedDeliveryTime: dto.estimated_delivery_time,
  cuisineType: dto.cuisine_type,
  city: dto.city,
  state: dto.state,
  distanceKm: dto.distance,
});

export const toCuisineCategory = (dto: z.output<typeof CuisineDtoSchema>): CuisineCategory => ({
  id: dto.category_id,
  name: dto.category_name,
  imageUrl: safeImageUrl(dto.category_image),
});

export function toRestaurantSummaries(response: RestaurantListResponse): RestaurantSummary[] {
  return required(ensureSuccess(response).data, 'restaurants').map(toRestaurantSummary);
}

export function toCuisineRestaurants(response: CuisineRestaurantsResponse): CuisineRestaurant[] {
  return required(ensureSuccess(response).restaurants, 'restaurants').map(toCuisineRestaurant);
}

export function toSearchResults(response: CatalogueSearchResponse): CatalogueSearchResults {
  const data = required(ensureSuccess(response).data, 'search results');
  return { restaurants: data.restaurants.map(toRestaurantSummary), categories: data.categories.map(toCuisineCategory) };
}

export function toCuisineCategories(response: CuisinesResponse): CuisineCategory[] {
  return required(ensureSuccess(response).data, 'cuisines').map(toCuisineCategory);
}
