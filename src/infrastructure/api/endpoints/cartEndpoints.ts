import type { AddItemRequest, AddItemWithOptionsRequest, ChangeQuantityRequest } from '../../ports/CartApi';
import { endpoint, succeeded } from '../endpoint';
import {
  addToCartBody,
  addToCartWithOptionBody,
  changeCartBody,
  toCartCount,
  toCartSummary,
} from '../mappers/cartMappers';
import { ApiPaths } from '../paths';
import { CartCountResponseSchema, CartResponseSchema } from '../schemas/cart';
import { SuccessResponseSchema } from '../schemas/common';

/** The server cart (FEATURES F-menu): adding a dish, with or without add-ons, changing a line, reading the cart. */
export const CartEndpoints = {
  addItem: endpoint({
    method: 'POST',
    path: ApiPaths.addToCart,
    request: (request: AddItemRequest) => ({ json: addToCartBody(request) }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
  addItemWithOptions: endpoint({
    method: 'POST',
    path: ApiPaths.addToCartWithOption,
    request: (request: AddItemWithOptionsRequest) => ({ json: addToCartWithOptionBody(request) }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
  /** Called `immediate` when the change is sent as the page closes (the cart outbox's last flush). */
  changeQuantity: endpoint({
    method: 'POST',
    path: ApiPaths.changeCart,
    request: (request: ChangeQuantityRequest) => ({ json: changeCartBody(request) }),
    response: CartResponseSchema,
    map: toCartSummary,
  }),
  cartInfo: endpoint({
    method: 'GET',
    path: ApiPaths.cartInfo,
    request: () => ({}),
    response: CartResponseSchema,
    map: toCartSummary,
  }),
  itemsCount: endpoint({
    method: 'GET',
    path: ApiPaths.cartItemsCount,
    request: () => ({}),
    response: CartCountResponseSchema,
    map: toCartCount,
  }),
};
