import { CartEndpoints } from '../../api/endpoints/cartEndpoints';
import { MenuEndpoints } from '../../api/endpoints/menuEndpoints';
import { route } from './route';

/** A restaurant's menu and the customer's server cart (FEATURES F-menu). */
export const menuCartRoutes = [
  route(MenuEndpoints.restaurantDetail, (server, _context, { params }) =>
    server.menu.restaurantDetail(params.restaurantId ?? ''),
  ),
  route(MenuEndpoints.items, (server, _context, { params, query }) =>
    server.menu.items(params.restaurantId ?? '', query),
  ),
  route(MenuEndpoints.searchItems, (server, _context, { params, query }) =>
    server.menu.search(params.restaurantId ?? '', query),
  ),
  route(MenuEndpoints.addOnOptions, (server, context, { params }) => server.menu.addOns(params.menuId ?? '', context)),
  route(CartEndpoints.addItem, (server, context, { body }) => server.cart.addToCart(context, body)),
  route(CartEndpoints.addItemWithOptions, (server, context, { body }) =>
    server.cart.addToCartWithOption(context, body),
  ),
  route(CartEndpoints.changeQuantity, (server, context, { body }) => server.cart.changeCart(context, body)),
  route(CartEndpoints.cartInfo, (server, context) => server.cart.cartInfo(context)),
  route(CartEndpoints.itemsCount, (server, context) => server.cart.itemsCount(context)),
];
