import { inject, injectable } from 'inversify';
import {
  addToCartBody,
  addToCartWithOptionBody,
  changeCartBody,
  toCartCount,
  toCartSummary,
} from '../../api/mappers/cartMappers';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import { ApiPaths } from '../../api/paths';
import { CartCountResponseSchema, CartResponseSchema } from '../../api/schemas/cart';
import { SuccessResponseSchema } from '../../api/schemas/common';
import type { AddItemRequest, AddItemWithOptionsRequest, CartApi, ChangeQuantityRequest } from '../../ports/CartApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpCartApi implements CartApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async addItem(request: AddItemRequest) {
    ensureSuccess(
      await this.http.post(ApiPaths.addToCart, { schema: SuccessResponseSchema, json: addToCartBody(request) }),
    );
  }

  async addItemWithOptions(request: AddItemWithOptionsRequest) {
    const json = addToCartWithOptionBody(request);
    ensureSuccess(await this.http.post(ApiPaths.addToCartWithOption, { schema: SuccessResponseSchema, json }));
  }

  async changeQuantity(request: ChangeQuantityRequest, options: { keepalive?: boolean } = {}) {
    const json = changeCartBody(request);
    return toCartSummary(
      await this.http.post(ApiPaths.changeCart, { schema: CartResponseSchema, json, keepalive: options.keepalive }),
    );
  }

  async cartInfo() {
    return toCartSummary(await this.http.get(ApiPaths.cartInfo, { schema: CartResponseSchema }));
  }

  async itemsCount() {
    return toCartCount(await this.http.get(ApiPaths.cartItemsCount, { schema: CartCountResponseSchema }));
  }
}
