import type { DietMark } from '../../domain/menu/dietMarks';
import type { AddOnOptions } from '../../domain/menu/AddOnGroup';
import type { MealFilterQuery } from '../../domain/menu/mealFilter';
import type { MenuItem } from '../../domain/menu/MenuItem';
import type { RestaurantDetail } from '../../domain/menu/RestaurantDetail';

export interface MenuPageQuery extends MealFilterQuery {
  /** 1-based. */
  page: number;
  limit: number;
  search?: string;
}

export interface MenuPage {
  items: MenuItem[];
  /** How many items match the query over all pages. */
  total: number;
  /** Every diet marker a dish of the whole menu carries (FEATURES F-train-more); [] from the provider. */
  dietMarks: DietMark[];
}

/**
 * A restaurant's menu (FEATURES F-menu: get-restaurant-by-id, get-restaurant-items, search-restaurants-items,
 * get-menu-add-on-and-sizes). Every method rejects with an AppError ('not-found' for an unknown id).
 */
export interface MenuApi {
  restaurantDetail(restaurantId: string): Promise<RestaurantDetail>;
  /** One page of the menu, filtered by meal category, bestsellers and search text. */
  items(restaurantId: string, query: MenuPageQuery): Promise<MenuPage>;
  /** Every item of the menu matching the search text. */
  searchItems(restaurantId: string, search: string): Promise<MenuItem[]>;
  /** An item's add-on groups and, for a signed-in customer, its customizations already in the cart. */
  addOnOptions(menuId: string): Promise<AddOnOptions>;
}

export const MenuApiToken = Symbol.for('MenuApi');
