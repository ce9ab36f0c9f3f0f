import { z } from 'zod/mini';

/**
 * A demo restaurant as kept by the fake backend (fixtures/restaurants.json). The API's list, search,
 * cuisine and detail shapes are all derived from it by the catalogue and menu services.
 */
export const RestaurantRecordSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  city: z.string(),
  state: z.string(),
  area: z.string(),
  pincode: z.string().check(z.regex(/^\d{6}$/)),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  rating: z.number().check(z.gte(0), z.lte(5)),
  totalReviews: z.int().check(z.gte(0)),
  /** Minutes. */
  estimatedDeliveryTime: z.int().check(z.positive()),
  cuisineIds: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  pureVeg: z.boolean(),
  offer: z.nullable(z.string()),
  /** Rupees. */
  costForTwo: z.int().check(z.positive()),
  /** Key under fixtures/images. */
  image: z.string(),
  nearestStation: z.string(),
});
export type RestaurantRecord = z.infer<typeof RestaurantRecordSchema>;

/** A cuisine category, already in the API's snake_case shape (FEATURES F-discovery). */
export const CuisineRecordSchema = z.object({
  category_id: z.int().check(z.positive()),
  category_name: z.string().check(z.minLength(1)),
  /** Key under fixtures/images. */
  category_image: z.string(),
});
export type CuisineRecord = z.infer<typeof CuisineRecordSchema>;
