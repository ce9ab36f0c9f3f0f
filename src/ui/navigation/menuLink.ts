import type { RestaurantSummary } from '../../domain/catalogue/Restaurant';

/** The restaurant's menu page (spec §2). */
export const menuPath = (restaurantId: string) => `/foods/item-card/${encodeURIComponent(restaurantId)}`;

/** Navigation state the menu page may receive (spec §2): the search text, and the restaurant from the home grid. */
export interface MenuNavigationState {
  itemSearch?: string;
  restaurant?: RestaurantSummary;
}
