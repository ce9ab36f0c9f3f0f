import { inject, injectable } from 'inversify';
import {
  menuItemsQuery,
  toAddOnOptions,
  toMenuPage,
  toRestaurantDetail,
  toSearchResults,
} from '../../api/mappers/menuMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import {
  AddOnResponseSchema,
  MenuItemsResponseSchema,
  RestaurantDetailResponseSchema,
  SearchItemsResponseSchema,
} from '../../api/schemas/menu';
import type { MenuApi, MenuPageQuery } from '../../ports/MenuApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpMenuApi implements MenuApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async restaurantDetail(restaurantId: string) {
    const response = await this.http.get(pathWithId(ApiPaths.restaurantById, restaurantId), {
      schema: RestaurantDetailResponseSchema,
    });
    return toRestaurantDetail(response, restaurantId);
  }

  async items(restaurantId: string, query: MenuPageQuery) {
    const path = pathWithId(ApiPaths.restaurantItems, restaurantId);
    return toMenuPage(await this.http.get(path, { schema: MenuItemsResponseSchema, query: menuItemsQuery(query) }));
  }

  async searchItems(restaurantId: string, search: string) {
    const path = pathWithId(ApiPaths.searchRestaurantItems, restaurantId);
    return toSearchResults(
      await this.http.get(path, { schema: SearchItemsResponseSchema, query: { search: search.trim() } }),
    );
  }

  async addOnOptions(menuId: string) {
    return toAddOnOptions(
      await this.http.get(pathWithId(ApiPaths.menuAddOns, menuId), { schema: AddOnResponseSchema }),
    );
  }
}
