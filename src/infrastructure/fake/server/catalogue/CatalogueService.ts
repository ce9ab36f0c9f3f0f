import { nearestFirst, type Placed } from '../../../../domain/catalogue/nearby';
import { matchesFilterFlags, RESTAURANT_FILTER_FLAGS } from '../../../../domain/catalogue/restaurantFilters';
import {
  CatalogueSearchQuerySchema,
  type CuisineRestaurantDto,
  type CuisineDto,
  NearbyQuerySchema,
  RestaurantListQuerySchema,
  type RestaurantListDto,
} from '../../../api/schemas/catalogue';
import { idString } from '../../../api/schemas/common';
import type { RestaurantRecord } from '../../db/catalogueRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import { parseRequest } from '../parseRequest';
import { factsOf, toCuisineDto, toCuisineListDto, toListDto } from './catalogueDtos';
import { QueryCache } from './QueryCache';
import { ScaledCatalogue } from './ScaledCatalogue';

/** Search answers at most this many restaurants (the nearest). */
export const SEARCH_RESTAURANT_LIMIT = 20;

const pageOf = <T>(items: T[], page: number, limit: number) => items.slice((page - 1) * limit, page * limit);
const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * The server side of browsing (FEATURES F-discovery: external rows). Restaurants are listed within the service radius
 * of the asked point, nearest first; `scale` is the demo's catalogue multiplier (1 = the fixtures).
 */
export class CatalogueService {
  private readonly catalogue: ScaledCatalogue;
  private readonly listings = new QueryCache<Placed<RestaurantRecord>[]>();

  /** The demo's catalogue multiplier (DemoSettings.catalogueScale), set before each in-process call. */
  private demoScale = 1;

  constructor(db: FakeDatabase) {
    this.catalogue = new ScaledCatalogue(db);
  }

  setDemoScale(scale: number) {
    this.demoScale = scale;
  }

  restaurants(query: unknown, scale = this.demoScale): { success: true; data: RestaurantListDto[] } {
    const request = parseRequest(RestaurantListQuerySchema, query);
    const flags = RESTAURANT_FILTER_FLAGS.filter((flag) => request[flag]);
    const cuisineId = request.cuisine === undefined ? null : Number(request.cuisine);
    const placed = this.listings.get(
      JSON.stringify(['restaurants', scale, request.lat, request.lon, flags, cuisineId]),
      () =>
        nearestFirst(
          this.catalogue
            .restaurants(scale)
            .filter(
              (record) =>
                matchesFilterFlags(factsOf(record), flags) &&
                (cuisineId === null || record.cuisineIds.includes(cuisineId)),
            ),
          { latitude: request.lat, longitude: request.lon },
        ),
    );
    return {
      success: true,
      data: pageOf(placed, request.page, request.limit).map(({ item, distanceKm }) => toListDto(item, distanceKm)),
    };
  }

  restaurantsByCategory(
    categoryId: unknown,
    query: unknown,
    scale = this.demoScale,
  ): { success: true; restaurants: CuisineRestaurantDto[] } {
    const id = Number(parseRequest(idString, categoryId));
    const request = parseRequest(NearbyQuerySchema, query);
    const placed = this.listings.get(JSON.stringify(['cuisine', scale, request.lat, request.lon, id]), () =>
      nearestFirst(
        this.catalogue.restaurants(scale).filter((record) => record.cuisineIds.includes(id)),
        { latitude: request.lat, longitude: request.lon },
      ),
    );
    const restaurants = pageOf(placed, request.page, request.limit).map(({ item, distanceKm }) =>
      toCuisineListDto(item, distanceKm, this.catalogue.cuisineNamesOf(item)),
    );
    return { success: true, restaurants };
  }

  /** Restaurants (near the point) whose name, area or cuisines contain the text, and categories whose name does. */
  search(
    query: unknown,
    scale = this.demoScale,
  ): { success: true; data: { restaurants: RestaurantListDto[]; categories: CuisineDto[] } } {
    const request = parseRequest(CatalogueSearchQuerySchema, query);
    const needle = request.search.trim().toLowerCase();
    if (!needle) return { success: true, data: { restaurants: [], categories: [] } };
    const categories = this.catalogue.cuisines().filter((cuisine) => contains(cuisine.category_name, needle));
    let restaurants: RestaurantListDto[] = [];
    if (request.lat !== undefined && request.lon !== undefined) {
      const matching = this.catalogue
        .restaurants(scale)
        .filter((record) =>
          [record.name, record.area, ...this.catalogue.cuisineNamesOf(record)].some((text) => contains(text, needle)),
        );
      restaurants = nearestFirst(matching, { latitude: request.lat, longitude: request.lon })
        .slice(0, SEARCH_RESTAURANT_LIMIT)
        .map(({ item, distanceKm }) => toListDto(item, distanceKm));
    }
    return { success: true, data: { restaurants, categories: categories.map(toCuisineDto) } };
  }

  cuisines(): { success: true; data: CuisineDto[] } {
    return { success: true, data: this.catalogue.cuisines().map(toCuisineDto) };
  }
}
