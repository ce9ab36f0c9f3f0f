import { z } from 'zod/mini';

/**
 * One line of a customer's server cart: an item with one customization. The server keeps no prices here;
 * it prices every line from the menu when it answers.
 */
export const CartLineRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The restaurant as the customer ordered from it (a scale-test copy keeps its own id). */
  restaurantId: z.int().check(z.positive()),
  menuId: z.int().check(z.positive()),
  /** The line's number among the customer's customizations of this item. */
  menuCount: z.int().check(z.positive()),
  quantity: z.int().check(z.positive()),
  choices: z.array(z.object({ groupId: z.int(), itemIds: z.array(z.int()) })),
  addedAt: z.number(),
});
export type CartLineRecord = z.infer<typeof CartLineRecordSchema>;
