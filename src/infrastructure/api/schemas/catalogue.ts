import { z } from 'zod';
import { RESTAURANT_FILTER_FLAGS, type RestaurantFilterFlag } from '../../../domain/catalogue/restaurantFilters';
import { idString, numeric, SuccessResponseSchema } from './common';

/** Text the live API may leave out or send as null. */
const optionalText = z.string().nullish().transform((value) => value ?? '');
const optionalNumber = numeric.nullish().transform((value) => value ?? 0);

/** A restaurant in get-restaurants and search answers (spec §3 list variant). `distance` is in km. */
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

/** A restaurant in a cuisine's list (spec §3 snake_case variant). */
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

export const RestaurantListResponseSchema = SuccessResponseSchema.extend({ data: z.array(RestaurantListDtoSchema).optional() });
export type RestaurantListResponse = z.output<typeof RestaurantListResponseSchema>;

export const CuisineRestaurantsResponseSchema = SuccessResponseSchema.extend({ restaurants: z.array(CuisineRestaurantDtoSchema).optional() });
export type CuisineRestaurantsResponse = z.output<typeof CuisineRestaurantsResponseSchema>;

export const CatalogueSearchResponseSchema = SuccessResponseSchema.extend({
  data: z
    .object({
      restaurants: z.array(RestaurantListDtoSchema).default([]),
      categories: z.array(CuisineDtoSchema).default([]),
    })
    .optional(),
});
export type CatalogueSearchResponse = z.output<typeof CatalogueSearchResponseSchema>;

export const CuisinesResponseSchema = SuccessResponseSchema.extend({ data: z.array(CuisineDtoSchema).optional() });
export type CuisinesResponse = z.output<typeof CuisinesResponseSchema>;

const latitude = numeric.pipe(z.number().min(-90).max(90));
const longitude = numeric.pipe(z.number().min(-180).max(180));
/** A query flag: on when sent as true or 1. */
const queryFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** Query of a nearby listing (lat, lon, page, limit), as a server reads it. */
export const NearbyQuerySchema = z.object({
  lat: latitude,
  lon: longitude,
  page: numeric.pipe(z.number().int().min(1)).default(1),
  limit: numeric.pipe(z.number().int().min(1).max(50)).default(10),
});

/** Query of get-restaurants: the nearby query plus the filter flags and a cuisine (category id). */
export const RestaurantListQuerySchema = NearbyQuerySchema.extend(
  Object.fromEntries(RESTAURANT_FILTER_FLAGS.map((flag) => [flag, queryFlag])) as Record<RestaurantFilterFlag, typeof queryFlag>,
).extend({ cuisine: idString.optional() });
export type RestaurantListQuery = z.output<typeof RestaurantListQuerySchema>;

/** Query of search-restaurants-and-categories: restaurants need the point; categories match without one. */
export const CatalogueSearchQuerySchema = z.object({
  lat: latitude.optional(),
  lon: longitude.optional(),
  search: z.string().default(''),
});
