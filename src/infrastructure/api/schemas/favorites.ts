import { z } from 'zod/mini';
import { RestaurantListDtoSchema } from './catalogue';
import { idString, numeric } from './common';

/** add-favorite-restaurant (ours, docs/API.md): the restaurant to mark. */
export const FavoriteRequestSchema = z.object({ restaurantId: idString });

/** get-favorite-restaurants (ours, docs/API.md): the customer's favourites, newest first, as the list variant. */
export const FavoritesResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  data: z.optional(z.array(RestaurantListDtoSchema)),
});

/** get-favorite-restaurants query: where the distances are measured from (both or neither). */
export const FavoritesQuerySchema = z.object({
  lat: z.optional(z.pipe(numeric, z.number().check(z.gte(-90), z.lte(90)))),
  lon: z.optional(z.pipe(numeric, z.number().check(z.gte(-180), z.lte(180)))),
});
