import { inject, injectable } from 'inversify';
import { MenuEndpoints } from '../api/endpoints/menuEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { MenuApi, MenuPageQuery } from '../ports/MenuApi';

@injectable()
export class MenuAdapter implements MenuApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  restaurantDetail = (restaurantId: string) => this.caller.call(MenuEndpoints.restaurantDetail, restaurantId);
  items = (restaurantId: string, query: MenuPageQuery) =>
    this.caller.call(MenuEndpoints.items, { restaurantId, query });
  searchItems = (restaurantId: string, search: string) =>
    this.caller.call(MenuEndpoints.searchItems, { restaurantId, search });
  addOnOptions = (menuId: string) => this.caller.call(MenuEndpoints.addOnOptions, menuId);
}
