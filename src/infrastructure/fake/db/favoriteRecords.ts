import { z } from 'zod/mini';

/** A restaurant a customer marked as a favourite (fake backend, persistent). `restaurantId` is the id asked for. */
export const FavoriteRecordSchema = z.object({
  userId: z.string(),
  restaurantId: z.number().check(z.int(), z.positive()),
  addedAt: z.number(),
});
export type FavoriteRecord = z.infer<typeof FavoriteRecordSchema>;
