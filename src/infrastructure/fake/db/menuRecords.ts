import { z } from 'zod/mini';
import { DIET_MARKS } from '../../../domain/menu/dietMarks';
import { MEAL_CATEGORIES } from '../../../domain/menu/MenuItem';

const rupees = z.number().check(z.gte(0));

/** An add-on group of a dish, as kept by the fake backend (ids are numbers, prices rupees). */
export const AddOnGroupRecordSchema = z.object({
  id: z.int().check(z.positive()),
  groupName: z.string().check(z.minLength(1)),
  type: z.enum(['radio', 'checkbox']),
  priceType: z.enum(['absolute', 'relative']),
  items: z
    .array(
      z.object({
        id: z.int().check(z.positive()),
        itemName: z.string().check(z.minLength(1)),
        price: rupees,
        isDefault: z.boolean(),
      }),
    )
    .check(z.minLength(1)),
});
export type AddOnGroupRecord = z.infer<typeof AddOnGroupRecordSchema>;

/** A dish of a demo restaurant's menu (fixtures/menus/<restaurantId>.json). */
export const MenuItemRecordSchema = z.object({
  menuId: z.int().check(z.positive()),
  restaurantId: z.int().check(z.positive()),
  itemName: z.string().check(z.minLength(1)),
  description: z.string(),
  /** Key under fixtures/images. */
  image: z.string(),
  price: rupees,
  finalPrice: rupees,
  isAvailable: z.boolean(),
  mealCategory: z.enum(MEAL_CATEGORIES),
  isBestSeller: z.boolean(),
  ratingAvg: z.nullable(z.number().check(z.gte(0), z.lte(5))),
  ratingCount: z.int().check(z.gte(0)),
  addOnGroups: z.array(AddOnGroupRecordSchema),
  /** Jain / Satvik markers (FEATURES F-train-more); absent on most dishes. */
  dietMarks: z.optional(z.array(z.enum(DIET_MARKS))),
});
export type MenuItemRecord = z.infer<typeof MenuItemRecordSchema>;
