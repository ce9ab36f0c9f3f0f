import { z } from 'zod';

/**
 * A demo restaurant as kept by the fake backend (fixtures/restaurants.json). The API's list, search,
 * cuisine and detail shapes are all derived from it by the catalogue and menu services.
 */
export const RestaurantRecordSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  city: z.string(),
  state: z.string(),
  area: z.string(),
  pincode: z.string().regex(/^\d{6}$/),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  rating: z.number().min(0).max(5),
  totalReviews: z.number().int().min(0),
  /** Minutes. */
  estimatedDeliveryTime: z.number().int().positive(),
  cuisineIds: z.array(z.number().int().positive()).min(1),
  pureVeg: z.boolean(),
  offer: z.string().nullable(),
  /** Rupees. */
  costForTwo: z.number().int().positive(),
  /** Key under fixtures/images. */
  image: z.string(),
  nearestStation: z.string(),
});
export type RestaurantRecord = z.infer<typeof RestaurantRecordSchema>;

/** A cuisine category, already in the API's snake_case shape (spec §3). */
export const CuisineRecordSchema = z.object({
  category_id: z.number().int().positive(),
  category_name: z.string().min(1),
  /** Key under fixtures/images. */
  category_image: z.string(),
});
export type CuisineRecord = z.infer<typeof CuisineRecordSchema>;
