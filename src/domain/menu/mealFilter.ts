import type { MealCategory, MenuItem } from './MenuItem';

/** The menu's filter chips, in the spec's order and spelling (FEATURES F-menu). */
export const MEAL_FILTERS = ['ALL', 'VEG', 'NONVEG', 'Egg', 'BESTSELLER'] as const;
export type MealFilter = (typeof MEAL_FILTERS)[number];

/** What a filter asks the server for: a meal category, bestsellers only, or nothing. */
export interface MealFilterQuery {
  mealCategory?: MealCategory;
  bestsellersOnly?: boolean;
}

const QUERIES: Record<MealFilter, MealFilterQuery> = {
  ALL: {},
  VEG: { mealCategory: 'Veg' },
  NONVEG: { mealCategory: 'Non Veg' },
  Egg: { mealCategory: 'Egg' },
  BESTSELLER: { bestsellersOnly: true },
};

/** The server query for a filter chip. */
export const mealFilterQuery = (filter: MealFilter): MealFilterQuery => QUERIES[filter];

/** Whether an item passes a filter query (the server's rule, also applied to search results). */
export function matchesMealQuery(
  item: Pick<MenuItem, 'mealCategory' | 'isBestSeller'>,
  query: MealFilterQuery,
): boolean {
  if (query.mealCategory && item.mealCategory !== query.mealCategory) return false;
  return !query.bestsellersOnly || item.isBestSeller;
}

/** Whether an item's name or description contains the search text (case-insensitive; blank matches all). */
export function matchesItemSearch(item: { itemName: string; description: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' || item.itemName.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle)
  );
}
