import { CartEndpoints, MenuEndpoints } from '../../api/endpoints';
import type { FakeServer } from '../server/FakeServer';
import { answer } from './answer';

/** The menu and cart calls, routed by the endpoint table to the same fake server logic. */
export function menuCartHandlers(server: FakeServer, url: (path: string) => string) {
  const id = (params: Record<string, string>, name: string) => params[name] ?? '';
  return [
    answer(server, url, MenuEndpoints.restaurantDetail, (_context, { params }) =>
      server.menu.restaurantDetail(id(params, 'restaurantId')),
    ),
    answer(server, url, MenuEndpoints.items, (_context, { params, query }) =>
      server.menu.items(id(params, 'restaurantId'), query),
    ),
    answer(server, url, MenuEndpoints.searchItems, (_context, { params, query }) =>
      server.menu.search(id(params, 'restaurantId'), query),
    ),
    answer(server, url, MenuEndpoints.addOnOptions, (context, { params }) =>
      server.menu.addOns(id(params, 'menuId'), context),
    ),
    answer(server, url, CartEndpoints.addItem, (context, { body }) => server.cart.addToCart(context, body)),
    answer(server, url, CartEndpoints.addItemWithOptions, (context, { body }) =>
      server.cart.addToCartWithOption(context, body),
    ),
    answer(server, url, CartEndpoints.changeQuantity, (context, { body }) => server.cart.changeCart(context, body)),
    answer(server, url, CartEndpoints.cartInfo, (context) => server.cart.cartInfo(context)),
    answer(server, url, CartEndpoints.itemsCount, (context) => server.cart.itemsCount(context)),
  ];
}
