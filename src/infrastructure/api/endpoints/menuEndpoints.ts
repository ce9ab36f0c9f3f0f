import type { MenuPageQuery } from '../../ports/MenuApi';
import { endpoint } from '../endpoint';
import {
  menuItemsQuery,
  toAddOnOptions,
  toMenuPage,
  toRestaurantDetail,
  toSearchResults,
} from '../mappers/menuMappers';
import { ApiPaths } from '../paths';
import {
  AddOnResponseSchema,
  MenuItemsResponseSchema,
  RestaurantDetailResponseSchema,
  SearchItemsResponseSchema,
} from '../schemas/menu';

/** A restaurant's page: its details, its menu by pages, a search in it and a dish's add-ons (FEATURES F-menu). */
export const MenuEndpoints = {
  restaurantDetail: endpoint({
    method: 'GET',
    path: `${ApiPaths.restaurantById}/:restaurantId`,
    request: (restaurantId: string) => ({ params: { restaurantId } }),
    response: RestaurantDetailResponseSchema,
    map: toRestaurantDetail,
  }),
  items: endpoint({
    method: 'GET',
    path: `${ApiPaths.restaurantItems}/:restaurantId`,
    request: ({ restaurantId, query }: { restaurantId: string; query: MenuPageQuery }) => ({
      params: { restaurantId },
      query: menuItemsQuery(query),
    }),
    response: MenuItemsResponseSchema,
    map: toMenuPage,
  }),
  searchItems: endpoint({
    method: 'GET',
    path: `${ApiPaths.searchRestaurantItems}/:restaurantId`,
    request: ({ restaurantId, search }: { restaurantId: string; search: string }) => ({
      params: { restaurantId },
      query: { search: search.trim() },
    }),
    response: SearchItemsResponseSchema,
    map: toSearchResults,
  }),
  addOnOptions: endpoint({
    method: 'GET',
    path: `${ApiPaths.menuAddOns}/:menuId`,
    request: (menuId: string) => ({ params: { menuId } }),
    response: AddOnResponseSchema,
    map: toAddOnOptions,
  }),
};
