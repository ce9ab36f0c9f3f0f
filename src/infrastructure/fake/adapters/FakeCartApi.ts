import { inject, injectable } from 'inversify';
import {
  addToCartBody,
  addToCartWithOptionBody,
  changeCartBody,
  toCartCount,
  toCartSummary,
} from '../../api/mappers/cartMappers';
import { ApiPaths } from '../../api/paths';
import { CartCountResponseSchema, CartResponseSchema } from '../../api/schemas/cart';
import type { AddItemRequest, AddItemWithOptionsRequest, CartApi, ChangeQuantityRequest } from '../../ports/CartApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer, refusedOr } from './parseAnswer';

@injectable()
export class FakeCartApi implements CartApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async addItem(request: AddItemRequest) {
    refusedOr(
      await this.gateway.call(ApiPaths.addToCart, (server, context) =>
        server.cart.addToCart(context, addToCartBody(request)),
      ),
    );
  }

  async addItemWithOptions(request: AddItemWithOptionsRequest) {
    const body = addToCartWithOptionBody(request);
    refusedOr(
      await this.gateway.call(ApiPaths.addToCartWithOption, (server, context) =>
        server.cart.addToCartWithOption(context, body),
      ),
    );
  }

  /** With keepalive (the page is closing) the in-page server answers at once, before the page goes. */
  async changeQuantity(request: ChangeQuantityRequest, options: { keepalive?: boolean } = {}) {
    const answer = await this.gateway.call(
      ApiPaths.changeCart,
      (server, context) => server.cart.changeCart(context, changeCartBody(request)),
      {
        immediate: options.keepalive,
      },
    );
    return toCartSummary(parseAnswer(CartResponseSchema, answer));
  }

  async cartInfo() {
    const answer = await this.gateway.call(ApiPaths.cartInfo, (server, context) => server.cart.cartInfo(context));
    return toCartSummary(parseAnswer(CartResponseSchema, answer));
  }

  async itemsCount() {
    const answer = await this.gateway.call(ApiPaths.cartItemsCount, (server, context) =>
      server.cart.itemsCount(context),
    );
    return toCartCount(parseAnswer(CartCountResponseSchema, answer));
  }
}
