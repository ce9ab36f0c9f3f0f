import { z } from 'zod';
import { MEAL_CATEGORIES } from '../../../domain/menu/MenuItem';

const rupees = z.number().min(0);

/** An add-on group of a dish, as kept by the fake backend (ids are numbers, prices rupees). */
export const AddOnGroupRecordSchema = z.object({
  id: z.number().int().positive(),
  groupName: z.string().min(1),
  type: z.enum(['radio', 'checkbox']),
  priceType: z.enum(['absolute', 'relative']),
  items: z.array(z.object({ id: z.number().int().positive(), itemName: z.string().min(1), price: rupees, isDefault: z.boolean() })).min(1),
});
export type AddOnGroupRecord = z.infer<typeof AddOnGroupRecordSchema>;

/** A dish of a demo restaurant's menu (fixtures/menus.json). */
export const MenuItemRecordSchema = z.object({
  menuId: z.number().int().positive(),
  restaurantId: z.number().int().positive(),
  itemName: z.string().min(1),
  description: z.string(),
  /** Key under fixtures/images. */
  image: z.string(),
  price: rupees,
  finalPrice: rupees,
  isAvailable: z.boolean(),
  mealCategory: z.enum(MEAL_CATEGORIES),
  isBestSeller: z.boolean(),
  ratingAvg: z.number().min(0).max(5).nullable(),
  ratingCount: z.number().int().min(0),
  addOnGroups: z.array(AddOnGroupRecordSchema),
});
export type MenuItemRecord = z.infer<typeof MenuItemRecordSchema>;
