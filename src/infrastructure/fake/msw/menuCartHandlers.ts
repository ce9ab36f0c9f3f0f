import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The menu and cart calls on their HTTP paths, answered by the same fake server logic. */
export function menuCartHandlers(server: FakeServer, url: (path: string) => string) {
  const withId = (path: string) => `${url(path)}/:id`;
  return [
    http.get(withId(ApiPaths.restaurantById), ({ params }) =>
      respond(server, () => server.menu.restaurantDetail(String(params.id))),
    ),
    http.get(withId(ApiPaths.restaurantItems), ({ params, request }) =>
      respond(server, () => server.menu.items(String(params.id), queryOf(request))),
    ),
    http.get(withId(ApiPaths.searchRestaurantItems), ({ params, request }) =>
      respond(server, () => server.menu.search(String(params.id), queryOf(request))),
    ),
    http.get(withId(ApiPaths.menuAddOns), ({ params, request }) =>
      respond(server, () => server.menu.addOns(String(params.id), contextOf(request))),
    ),
    http.post(url(ApiPaths.addToCart), async ({ request }) =>
      respond(server, async () => server.cart.addToCart(contextOf(request), await jsonBody(request))),
    ),
    http.post(url(ApiPaths.addToCartWithOption), async ({ request }) =>
      respond(server, async () => server.cart.addToCartWithOption(contextOf(request), await jsonBody(request))),
    ),
    http.post(url(ApiPaths.changeCart), async ({ request }) =>
      respond(server, async () => server.cart.changeCart(contextOf(request), await jsonBody(request))),
    ),
    http.get(url(ApiPaths.cartInfo), ({ request }) => respond(server, () => server.cart.cartInfo(contextOf(request)))),
    http.get(url(ApiPaths.cartItemsCount), ({ request }) =>
      respond(server, () => server.cart.itemsCount(contextOf(request))),
    ),
  ];
}
