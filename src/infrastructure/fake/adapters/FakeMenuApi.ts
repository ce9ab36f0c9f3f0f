import { inject, injectable } from 'inversify';
import {
  menuItemsQuery,
  toAddOnOptions,
  toMenuPage,
  toRestaurantDetail,
  toSearchResults,
} from '../../api/mappers/menuMappers';
import { ApiPaths } from '../../api/paths';
import {
  AddOnResponseSchema,
  MenuItemsResponseSchema,
  RestaurantDetailResponseSchema,
  SearchItemsResponseSchema,
} from '../../api/schemas/menu';
import type { MenuApi, MenuPageQuery } from '../../ports/MenuApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeMenuApi implements MenuApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async restaurantDetail(restaurantId: string) {
    const answer = await this.gateway.call(ApiPaths.restaurantById, (server) =>
      server.menu.restaurantDetail(restaurantId),
    );
    return toRestaurantDetail(parseAnswer(RestaurantDetailResponseSchema, answer), restaurantId);
  }

  async items(restaurantId: string, query: MenuPageQuery) {
    const answer = await this.gateway.call(ApiPaths.restaurantItems, (server) =>
      server.menu.items(restaurantId, menuItemsQuery(query)),
    );
    return toMenuPage(parseAnswer(MenuItemsResponseSchema, answer));
  }

  async searchItems(restaurantId: string, search: string) {
    const answer = await this.gateway.call(ApiPaths.searchRestaurantItems, (server) =>
      server.menu.search(restaurantId, { search: search.trim() }),
    );
    return toSearchResults(parseAnswer(SearchItemsResponseSchema, answer));
  }

  async addOnOptions(menuId: string) {
    const answer = await this.gateway.call(ApiPaths.menuAddOns, (server, context) =>
      server.menu.addOns(menuId, context),
    );
    return toAddOnOptions(parseAnswer(AddOnResponseSchema, answer));
  }
}
