import { z } from 'zod';
import { idString, numeric } from './common';
import { flag } from './flags';

/** get-restaurant-by-id: the detail variant of a restaurant (spec §3). */
export const RestaurantDetailDtoSchema = z.object({
  id: idString.optional(),
  restaurant_id: idString.optional(),
  restaurant_name: z.string(),
  rating: numeric.nullish(),
  total_reviews: numeric.nullish(),
  area: z.string().nullish(),
  estimated_delivery_time: numeric.nullish(),
});
export type RestaurantDetailDto = z.infer<typeof RestaurantDetailDtoSchema>;

export const RestaurantDetailResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: RestaurantDetailDtoSchema.nullish(),
});
export type RestaurantDetailResponse = z.infer<typeof RestaurantDetailResponseSchema>;

/** A menu item as the API sends it (spec §3 Menu item); prices in rupees. */
export const MenuItemDtoSchema = z.object({
  menuId: idString,
  itemName: z.string(),
  description: z.string().nullish(),
  imageUrl: z.string().nullish(),
  price: numeric,
  finalPrice: numeric.nullish(),
  isAvailable: flag.nullish(),
  mealCategory: z.string().nullish(),
  isBestSeller: flag.nullish(),
  ratingAvg: numeric.nullish(),
  ratingCount: numeric.nullish(),
  addOnItemsCount: numeric.nullish(),
  defaultGroupId: idString.nullish(),
  defaultItemId: idString.nullish(),
});
export type MenuItemDto = z.infer<typeof MenuItemDtoSchema>;

export const MenuItemsResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: z.array(MenuItemDtoSchema),
  total: numeric.optional(),
});
export type MenuItemsResponse = z.infer<typeof MenuItemsResponseSchema>;

export const SearchItemsResponseSchema = MenuItemsResponseSchema.omit({ total: true });
export type SearchItemsResponse = z.infer<typeof SearchItemsResponseSchema>;

/** get-restaurant-items query: page (1-based), limit, mealCategory, isBestseller=1, search. */
export const MenuItemsQuerySchema = z.object({
  page: numeric.pipe(z.number().int().min(1)).default(1),
  limit: numeric.pipe(z.number().int().min(1).max(50)).default(10),
  mealCategory: z.string().optional(),
  isBestseller: z.union([z.string(), z.number()]).transform(String).optional(),
  search: z.string().optional(),
});

export const SearchItemsQuerySchema = z.object({ search: z.string().default('') });

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export const AddOnGroupDtoSchema = z.object({
  id: idString,
  groupName: z.string(),
  type: z.preprocess(lowerCase, z.enum(['radio', 'checkbox'])),
  priceType: z.preprocess(lowerCase, z.enum(['absolute', 'relative'])),
  items: z.array(z.object({ id: idString, itemName: z.string(), price: numeric, isDefault: flag.nullish() })),
});
export type AddOnGroupDto = z.infer<typeof AddOnGroupDtoSchema>;

export const ExistingMenuDtoSchema = z.object({
  menuID: idString,
  menuCount: numeric,
  quantity: numeric,
  items: z.string().nullish(),
});

/** get-menu-add-on-and-sizes (spec §3 Customization data). */
export const AddOnResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  groupData: z.array(AddOnGroupDtoSchema).nullish(),
  existingMenu: z.array(ExistingMenuDtoSchema).nullish(),
});
export type AddOnResponse = z.infer<typeof AddOnResponseSchema>;
