import type {
  CatalogueSearchResults,
  CuisineCategory,
  CuisineRestaurant,
  RestaurantSummary,
} from '../../domain/catalogue/Restaurant';
import type { RestaurantFilters } from '../../domain/catalogue/restaurantFilters';
import type { GeoPoint } from '../../domain/geo/GeoPoint';

/** One page of a listing near a point. Pages count from 1. */
export interface NearbyPage {
  point: GeoPoint;
  page: number;
  limit: number;
}

/**
 * Browsing the catalogue (FEATURES F-discovery: external rows): restaurants near a point, page by page, narrowed by the
 * filter flags or a cuisine; a cuisine's restaurants; search; the cuisine categories.
 * Every method rejects with an AppError whose message is ready to show.
 */
export interface CatalogueApi {
  /** GET api/external/get-restaurants: nearest first, within the service radius. */
  restaurants(request: NearbyPage & { filters: RestaurantFilters }): Promise<RestaurantSummary[]>;
  /** GET api/external/get-restaurants-by-category-id/{categoryId} (the snake_case cuisine-list variant). */
  restaurantsByCuisine(request: NearbyPage & { categoryId: string }): Promise<CuisineRestaurant[]>;
  /** GET api/external/search-restaurants-and-categories. Without a point only categories can match. */
  search(request: { text: string; point: GeoPoint | null }): Promise<CatalogueSearchResults>;
  /** GET api/external/get-cuisines-category. */
  cuisineCategories(): Promise<CuisineCategory[]>;
}

export const CatalogueApiToken = Symbol.for('CatalogueApi');
