import { z } from 'zod/mini';
import { RESTAURANT_FILTER_FLAGS, type RestaurantFilterFlag } from '../../../domain/catalogue/restaurantFilters';
import { idString, latitude, longitude, numeric, SuccessResponseSchema } from './common';

/** Text the live API may leave out or send as null. */
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
const optionalNumber = z.pipe(
  z.nullish(numeric),
  z.transform((value) => value ?? 0),
);

/** A restaurant in get-restaurants and search answers (FEATURES F-discovery: list variant). `distance` is in km. */
export const RestaurantListDtoSchema = z.object({
  id: idString,
  name: z.string(),
  restaurantImage: optionalText,
  rating: optionalNumber,
  estimatedDeliveryTime: optionalNumber,
  address: optionalText,
  totalReviews: optionalNumber,
  distance: optionalNumber,
  area: optionalText,
});
export type RestaurantListDto = z.input<typeof RestaurantListDtoSchema>;

/** A restaurant in a cuisine's list (FEATURES F-discovery: snake_case variant). */
export const CuisineRestaurantDtoSchema = z.object({
  restaurant_id: idString,
  restaurant_name: z.string(),
  banner_image: optionalText,
  rating: optionalNumber,
  estimated_delivery_time: optionalNumber,
  cuisine_type: optionalText,
  city: optionalText,
  state: optionalText,
  distance: optionalNumber,
});
export type CuisineRestaurantDto = z.input<typeof CuisineRestaurantDtoSchema>;

export const CuisineDtoSchema = z.object({
  category_id: idString,
  category_name: z.string(),
  category_image: optionalText,
});
export type CuisineDto = z.input<typeof CuisineDtoSchema>;

export const RestaurantListResponseSchema = z.extend(SuccessResponseSchema, {
  data: z.optional(z.array(RestaurantListDtoSchema)),
});
export type RestaurantListResponse = z.output<typeof RestaurantListResponseSchema>;

export const CuisineRestaurantsResponseSchema = z.extend(SuccessResponseSchema, {
  restaurants: z.optional(z.array(CuisineRestaurantDtoSchema)),
});
export type CuisineRestaurantsResponse = z.output<typeof CuisineRestaurantsResponseSchema>;

export const CatalogueSearchResponseSchema = z.extend(SuccessResponseSchema, {
  data: z.optional(
    z.object({
      restaurants: z._default(z.array(RestaurantListDtoSchema), []),
      categories: z._default(z.array(CuisineDtoSchema), []),
    }),
  ),
});
export type CatalogueSearchResponse = z.output<typeof CatalogueSearchResponseSchema>;

export const CuisinesResponseSchema = z.extend(SuccessResponseSchema, { data: z.optional(z.array(CuisineDtoSchema)) });
export type CuisinesResponse = z.output<typeof CuisinesResponseSchema>;

/** A query flag: on when sent as true or 1. */
const queryFlag = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);

/** Query of a nearby listing (lat, lon, page, limit), as a server reads it. */
export const NearbyQuerySchema = z.object({
  lat: latitude,
  lon: longitude,
  page: z._default(z.pipe(numeric, z.int().check(z.gte(1))), 1),
  limit: z._default(z.pipe(numeric, z.int().check(z.gte(1), z.lte(50))), 10),
});

/** Query of get-restaurants: the nearby query plus the filter flags and a cuisine (category id). */
export const RestaurantListQuerySchema = z.extend(
  z.extend(
    NearbyQuerySchema,
    Object.fromEntries(RESTAURANT_FILTER_FLAGS.map((flag) => [flag, queryFlag])) as Record<
      RestaurantFilterFlag,
      typeof queryFlag
    >,
  ),
  { cuisine: z.optional(idString) },
);
export type RestaurantListQuery = z.output<typeof RestaurantListQuerySchema>;

/** Query of search-restaurants-and-categories: restaurants need the point; categories match without one. */
export const CatalogueSearchQuerySchema = z.object({
  lat: z.optional(latitude),
  lon: z.optional(longitude),
  search: z._default(z.string(), ''),
});
