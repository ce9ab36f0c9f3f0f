import { CheckoutEndpoints, OrderEndpoints } from '../../api/endpoints';
import type { FakeServer } from '../server/FakeServer';
import { answer } from './answer';

/**
 * Checkout (to an address or a train seat), payment status, order history and ratings, routed by the endpoint
 * table to the fake server.
 */
export function orderHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    answer(server, url, CheckoutEndpoints.placeCashOrder, (context, { body }) =>
      server.orders.placeCashOrder(context, body),
    ),
    answer(server, url, CheckoutEndpoints.startOnlinePayment, (context, { body }) =>
      server.orders.startOnlinePayment(context, body),
    ),
    answer(server, url, CheckoutEndpoints.placeSeatCashOrder, (context, { body }) =>
      server.orders.placeSeatCashOrder(context, body),
    ),
    answer(server, url, CheckoutEndpoints.startSeatOnlinePayment, (context, { body }) =>
      server.orders.startSeatOnlinePayment(context, body),
    ),
    answer(server, url, CheckoutEndpoints.paymentStatus, (context, { params }) =>
      server.orders.paymentStatus(context, params.orderId ?? ''),
    ),
    answer(server, url, OrderEndpoints.history, (context, { query }) => server.orders.history(context, query)),
    answer(server, url, OrderEndpoints.submitRating, (context, { body }) => server.ratings.submit(context, body)),
  ];
}
