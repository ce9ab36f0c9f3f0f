import type { RestaurantSummary } from '../../domain/catalogue/Restaurant';

/** The restaurant's menu page (FEATURES F-menu). */
export const menuPath = (restaurantId: string) => `/foods/item-card/${encodeURIComponent(restaurantId)}`;

/**
 * Navigation state the menu page may receive (FEATURES F-menu): the search text, and the restaurant from the home grid.
 */
export interface MenuNavigationState {
  itemSearch?: string;
  restaurant?: RestaurantSummary;
}
