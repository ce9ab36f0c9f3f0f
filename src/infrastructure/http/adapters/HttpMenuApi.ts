import { inject, injectable } from 'inversify';
import { MenuEndpoints } from '../../api/endpoints';
import type { MenuApi, MenuPageQuery } from '../../ports/MenuApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpMenuApi implements MenuApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  restaurantDetail = (restaurantId: string) => this.http.call(MenuEndpoints.restaurantDetail, restaurantId);
  items = (restaurantId: string, query: MenuPageQuery) => this.http.call(MenuEndpoints.items, { restaurantId, query });
  searchItems = (restaurantId: string, search: string) =>
    this.http.call(MenuEndpoints.searchItems, { restaurantId, search });
  addOnOptions = (menuId: string) => this.http.call(MenuEndpoints.addOnOptions, menuId);
}
