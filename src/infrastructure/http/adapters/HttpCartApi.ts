import { inject, injectable } from 'inversify';
import { CartEndpoints } from '../../api/endpoints';
import type { AddItemRequest, AddItemWithOptionsRequest, CartApi, ChangeQuantityRequest } from '../../ports/CartApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpCartApi implements CartApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  addItem = (request: AddItemRequest) => this.http.call(CartEndpoints.addItem, request);
  addItemWithOptions = (request: AddItemWithOptionsRequest) =>
    this.http.call(CartEndpoints.addItemWithOptions, request);
  changeQuantity = (request: ChangeQuantityRequest, options: { keepalive?: boolean } = {}) =>
    this.http.call(CartEndpoints.changeQuantity, { request, keepalive: options.keepalive });
  cartInfo = () => this.http.call(CartEndpoints.cartInfo, undefined);
  itemsCount = () => this.http.call(CartEndpoints.itemsCount, undefined);
}
