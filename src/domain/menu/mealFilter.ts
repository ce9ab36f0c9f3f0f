import { DIET_MARKS, type DietMark } from './dietMarks';
import type { MealCategory, MenuItem } from './MenuItem';

/** The menu's filter chips, in the spec's order and spelling (FEATURES F-menu). */
export const MEAL_FILTERS = ['ALL', 'VEG', 'NONVEG', 'Egg', 'BESTSELLER'] as const;
/** The diet chips, shown only on a menu that has such dishes (FEATURES F-train-more: Jain and satvik). */
export const DIET_FILTERS = DIET_MARKS;
export type MealFilter = (typeof MEAL_FILTERS)[number] | DietMark;

/** What a filter asks the server for: a meal category, bestsellers only, or nothing. */
export interface MealFilterQuery {
  mealCategory?: MealCategory;
  bestsellersOnly?: boolean;
  /** Only dishes carrying this diet marker. */
  diet?: DietMark;
}

const QUERIES: Record<MealFilter, MealFilterQuery> = {
  ALL: {},
  VEG: { mealCategory: 'Veg' },
  NONVEG: { mealCategory: 'Non Veg' },
  Egg: { mealCategory: 'Egg' },
  BESTSELLER: { bestsellersOnly: true },
  Jain: { diet: 'Jain' },
  Satvik: { diet: 'Satvik' },
};

/** The server query for a filter chip. */
export const mealFilterQuery = (filter: MealFilter): MealFilterQuery => QUERIES[filter];

/** Whether an item passes a filter query (the server's rule, also applied to search results). */
export function matchesMealQuery(
  item: Pick<MenuItem, 'mealCategory' | 'isBestSeller' | 'dietMarks'>,
  query: MealFilterQuery,
): boolean {
  if (query.mealCategory && item.mealCategory !== query.mealCategory) return false;
  if (query.diet && !item.dietMarks?.includes(query.diet)) return false;
  return !query.bestsellersOnly || item.isBestSeller;
}

/** Whether an item's name or description contains the search text (case-insensitive; blank matches all). */
export function matchesItemSearch(item: { itemName: string; description: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' || item.itemName.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle)
  );
}
