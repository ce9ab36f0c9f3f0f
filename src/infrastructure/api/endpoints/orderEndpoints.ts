import type { RatingSubmission } from '../../../domain/order/rating';
import type { OrderHistoryQuery } from '../../ports/OrdersApi';
import { endpoint } from '../endpoint';
import { orderHistoryQuery, ratingBody, toCancelRefund, toOrderPage, toRatingMessage } from '../mappers/orderMappers';
import { ApiPaths } from '../paths';
import { SuccessResponseSchema } from '../schemas/common';
import { OrderCancelledResponseSchema, OrderHistoryResponseSchema } from '../schemas/orders';

/** The customer's orders (account spec): the history by pages and status, and rating a delivered order. */
export const OrderEndpoints = {
  /** The status filter travels as `search`; the empty one (all orders) is left out of the query. */
  history: endpoint({
    method: 'GET',
    path: ApiPaths.orderHistory,
    request: (query: OrderHistoryQuery) => ({ query: orderHistoryQuery(query) }),
    response: OrderHistoryResponseSchema,
    map: toOrderPage,
  }),
  /** Ours (FEATURES F-cancel): cancels the order while the restaurant has not started preparing it. */
  cancel: endpoint({
    method: 'POST',
    path: `${ApiPaths.cancelOrder}/:orderId`,
    request: (orderId: string) => ({ params: { orderId } }),
    response: OrderCancelledResponseSchema,
    map: toCancelRefund,
  }),
  submitRating: endpoint({
    method: 'POST',
    path: ApiPaths.submitRating,
    request: (submission: RatingSubmission) => ({ json: ratingBody(submission) }),
    response: SuccessResponseSchema,
    map: toRatingMessage,
  }),
};
