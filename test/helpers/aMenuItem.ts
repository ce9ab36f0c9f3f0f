import type { MenuItem } from '../../src/domain/menu/MenuItem';

/**
 * A plain available dish at `finalPrice` paise (named 'Dish {menuId}'), for rule tests; `overrides` change any field.
 */
export const aMenuItem = (menuId: string, finalPrice: number, overrides: Partial<MenuItem> = {}): MenuItem => ({
  menuId,
  itemName: `Dish ${menuId}`,
  description: '',
  imageUrl: '',
  price: finalPrice,
  finalPrice,
  isAvailable: true,
  mealCategory: 'Veg',
  isBestSeller: false,
  ratingAvg: null,
  ratingCount: 0,
  addOnItemsCount: 0,
  defaultGroupId: null,
  defaultItemId: null,
  ...overrides,
});
