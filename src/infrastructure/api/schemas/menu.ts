import { z } from 'zod/mini';
import { idString, latitude, longitude, numeric } from './common';
import { flag } from './flags';

/** get-restaurant-by-id: the detail variant of a restaurant (FEATURES F-menu). */
export const RestaurantDetailDtoSchema = z.object({
  id: z.optional(idString),
  restaurant_id: z.optional(idString),
  restaurant_name: z.string(),
  rating: z.nullish(numeric),
  total_reviews: z.nullish(numeric),
  area: z.nullish(z.string()),
  estimated_delivery_time: z.nullish(numeric),
  /** Ours: where the kitchen is (its service area is measured from it); the provider's answers may omit it. */
  latitude: z.nullish(latitude),
  longitude: z.nullish(longitude),
});
export type RestaurantDetailDto = z.infer<typeof RestaurantDetailDtoSchema>;

export const RestaurantDetailResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.nullish(RestaurantDetailDtoSchema),
});
export type RestaurantDetailResponse = z.infer<typeof RestaurantDetailResponseSchema>;

/** A menu item as the API sends it (FEATURES F-menu: Menu item); prices in rupees. */
export const MenuItemDtoSchema = z.object({
  menuId: idString,
  itemName: z.string(),
  description: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  price: numeric,
  finalPrice: z.nullish(numeric),
  isAvailable: z.nullish(flag),
  mealCategory: z.nullish(z.string()),
  isBestSeller: z.nullish(flag),
  ratingAvg: z.nullish(numeric),
  ratingCount: z.nullish(numeric),
  addOnItemsCount: z.nullish(numeric),
  defaultGroupId: z.nullish(idString),
  defaultItemId: z.nullish(idString),
  /** Ours (FEATURES F-train-more): diet markers such as 'Jain', 'Satvik'; the provider's answers omit it. */
  dietMarks: z.nullish(z.array(z.string())),
});
export type MenuItemDto = z.infer<typeof MenuItemDtoSchema>;

export const MenuItemsResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.array(MenuItemDtoSchema),
  total: z.optional(numeric),
  /** Ours: every diet marker some dish of the whole menu carries (for its filter chips), whatever the filters. */
  dietMarks: z.nullish(z.array(z.string())),
});
export type MenuItemsResponse = z.infer<typeof MenuItemsResponseSchema>;

export const SearchItemsResponseSchema = z.omit(MenuItemsResponseSchema, { total: true, dietMarks: true });
export type SearchItemsResponse = z.infer<typeof SearchItemsResponseSchema>;

/** get-restaurant-items query: page (1-based), limit, mealCategory, isBestseller=1, search. */
export const MenuItemsQuerySchema = z.object({
  page: z._default(z.pipe(numeric, z.int().check(z.gte(1))), 1),
  limit: z._default(z.pipe(numeric, z.int().check(z.gte(1), z.lte(50))), 10),
  mealCategory: z.optional(z.string()),
  isBestseller: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  search: z.optional(z.string()),
  /** Ours: only dishes carrying this diet marker ('Jain', 'Satvik'). */
  diet: z.optional(z.string()),
});

export const SearchItemsQuerySchema = z.object({ search: z._default(z.string(), '') });

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export const AddOnGroupDtoSchema = z.object({
  id: idString,
  groupName: z.string(),
  type: z.pipe(z.transform(lowerCase), z.enum(['radio', 'checkbox'])),
  priceType: z.pipe(z.transform(lowerCase), z.enum(['absolute', 'relative'])),
  items: z.array(z.object({ id: idString, itemName: z.string(), price: numeric, isDefault: z.nullish(flag) })),
});
export type AddOnGroupDto = z.infer<typeof AddOnGroupDtoSchema>;

export const ExistingMenuDtoSchema = z.object({
  menuID: idString,
  menuCount: numeric,
  quantity: numeric,
  items: z.nullish(z.string()),
});

/** get-menu-add-on-and-sizes (FEATURES F-menu: Customization data). */
export const AddOnResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  groupData: z.nullish(z.array(AddOnGroupDtoSchema)),
  existingMenu: z.nullish(z.array(ExistingMenuDtoSchema)),
});
export type AddOnResponse = z.infer<typeof AddOnResponseSchema>;
