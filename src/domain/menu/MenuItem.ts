import type { DietMark } from './dietMarks';

/** Meal categories of a menu item (FEATURES F-menu). */
export const MEAL_CATEGORIES = ['Veg', 'Non Veg', 'Egg'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

/** A dish on a restaurant's menu (FEATURES F-menu: Menu item). Prices are integer paise. */
export interface MenuItem {
  menuId: string;
  itemName: string;
  description: string;
  imageUrl: string;
  /** The listed price; shown struck through when it differs from finalPrice. */
  price: number;
  /** What the customer pays for the plain item. */
  finalPrice: number;
  isAvailable: boolean;
  /** null when the server sent a category the app does not know: never shown as veg. */
  mealCategory: MealCategory | null;
  isBestSeller: boolean;
  ratingAvg: number | null;
  ratingCount: number;
  /** How many add-on options the item has across its groups. */
  addOnItemsCount: number;
  /** The option used when the item has exactly one add-on option (added without the chooser). */
  defaultGroupId: string | null;
  defaultItemId: string | null;
  /** Jain / Satvik markers (FEATURES F-train-more); absent or empty when the dish carries none. */
  dietMarks?: readonly DietMark[];
}

/** True when the customer pays less than the listed price (the listed one is struck through). */
export const isDiscounted = (item: Pick<MenuItem, 'price' | 'finalPrice'>): boolean => item.price !== item.finalPrice;

/** Items with more than one add-on option open the add-on chooser on their first add (FEATURES F-menu: Cart rules). */
export const needsChooser = (item: Pick<MenuItem, 'addOnItemsCount'>): boolean => item.addOnItemsCount > 1;

/**
 * Reads a meal category in any of the spellings an API may use ("Non Veg", "non-veg", "NONVEG"…);
 * null when it is none of the three.
 */
export function mealCategoryOf(value: string): MealCategory | null {
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === 'veg' || letters === 'vegetarian') return 'Veg';
  if (letters === 'nonveg' || letters === 'nonvegetarian') return 'Non Veg';
  if (letters === 'egg' || letters === 'eggetarian') return 'Egg';
  return null;
}
