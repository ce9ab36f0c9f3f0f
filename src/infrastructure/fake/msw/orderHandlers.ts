import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Checkout, payment status, order history and ratings on their HTTP paths, answered by the fake server. */
export function orderHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.post(url(ApiPaths.initOrderCod), async ({ request }) =>
      respond(server, async () => server.orders.placeCashOrder(contextOf(request), await jsonBody(request))),
    ),
    http.post(url(ApiPaths.initOrder), async ({ request }) =>
      respond(server, async () => server.orders.startOnlinePayment(contextOf(request), await jsonBody(request))),
    ),
    http.get(`${url(ApiPaths.paymentStatus)}/:orderId`, ({ request, params }) =>
      respond(server, () => server.orders.paymentStatus(contextOf(request), String(params.orderId))),
    ),
    http.get(url(ApiPaths.orderHistory), ({ request }) =>
      respond(server, () => server.orders.history(contextOf(request), queryOf(request))),
    ),
    http.post(url(ApiPaths.submitRating), async ({ request }) =>
      respond(server, async () => server.ratings.submit(contextOf(request), await jsonBody(request))),
    ),
  ];
}
