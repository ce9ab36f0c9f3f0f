import { CheckoutEndpoints } from '../../api/endpoints/checkoutEndpoints';
import { OrderEndpoints } from '../../api/endpoints/orderEndpoints';
import { route } from './route';

/** Checkout (to an address or a train seat), payment status, order history and ratings. */
export const orderRoutes = [
  route(CheckoutEndpoints.placeCashOrder, (server, context, { body }) => server.orders.placeCashOrder(context, body)),
  route(CheckoutEndpoints.startOnlinePayment, (server, context, { body }) =>
    server.orders.startOnlinePayment(context, body),
  ),
  route(CheckoutEndpoints.placeSeatCashOrder, (server, context, { body }) =>
    server.orders.placeSeatCashOrder(context, body),
  ),
  route(CheckoutEndpoints.startSeatOnlinePayment, (server, context, { body }) =>
    server.orders.startSeatOnlinePayment(context, body),
  ),
  route(CheckoutEndpoints.paymentStatus, (server, context, { params }) =>
    server.orders.paymentStatus(context, params.orderId ?? ''),
  ),
  route(OrderEndpoints.history, (server, context, { query }) => server.orders.history(context, query)),
  route(OrderEndpoints.submitRating, (server, context, { body }) => server.ratings.submit(context, body)),
  route(OrderEndpoints.cancel, (server, context, { params }) =>
    server.cancellations.cancel(context, params.orderId ?? ''),
  ),
  // Last: api/orders/{orderId} would otherwise answer the fixed api/orders/… paths as if they were ids.
  route(OrderEndpoints.order, (server, context, { params }) => server.orders.byId(context, params.orderId ?? '')),
];
