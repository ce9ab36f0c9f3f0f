import type { CuisineCategory } from '../../domain/catalogue/Restaurant';

/** Navigation state of the cuisine page (FEATURES F-discovery: names category_id and category_name). */
export interface CuisineNavigationState {
  category_id: string;
  category_name?: string;
  /** The search text that led here; handed on to the menu page. */
  itemSearch?: string;
}

/** Where a cuisine category leads: /cuisines with its id and name in the URL (shareable) and in the state. */
export function cuisineLink(category: Pick<CuisineCategory, 'id' | 'name'>, itemSearch?: string) {
  const state: CuisineNavigationState = { category_id: category.id, category_name: category.name };
  const query = new URLSearchParams({ category_id: category.id, category_name: category.name });
  if (itemSearch?.trim()) {
    state.itemSearch = itemSearch.trim();
    query.set('itemSearch', state.itemSearch);
  }
  return { to: `/cuisines?${query.toString()}`, state };
}
