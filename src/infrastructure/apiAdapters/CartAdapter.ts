import { inject, injectable } from 'inversify';
import { CartEndpoints } from '../api/endpoints/cartEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type {
  AddItemRequest,
  AddItemWithOptionsRequest,
  CartApi,
  CartWriteOptions,
  ChangeQuantityRequest,
} from '../ports/CartApi';

@injectable()
export class CartAdapter implements CartApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  addItem = (request: AddItemRequest, { idempotencyKey }: CartWriteOptions = {}) =>
    this.caller.call(CartEndpoints.addItem, request, { idempotencyKey });
  addItemWithOptions = (request: AddItemWithOptionsRequest, { idempotencyKey }: CartWriteOptions = {}) =>
    this.caller.call(CartEndpoints.addItemWithOptions, request, { idempotencyKey });
  /** With keepalive (the page is closing) the change must land at once: keepalive over HTTP, no delay offline. */
  changeQuantity = (request: ChangeQuantityRequest, options: CartWriteOptions & { keepalive?: boolean } = {}) =>
    this.caller.call(CartEndpoints.changeQuantity, request, {
      immediate: options.keepalive,
      idempotencyKey: options.idempotencyKey,
    });
  cartInfo = () => this.caller.call(CartEndpoints.cartInfo, undefined);
  itemsCount = () => this.caller.call(CartEndpoints.itemsCount, undefined);
}
