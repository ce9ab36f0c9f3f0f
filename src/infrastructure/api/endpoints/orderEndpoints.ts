import type { RatingSubmission } from '../../../domain/order/rating';
import type { OrderHistoryQuery } from '../../ports/OrdersApi';
import { endpoint } from '../endpoint';
import {
  orderHistoryQuery,
  ratingBody,
  toCancelRefund,
  toOrderById,
  toOrderPage,
  toRatingMessage,
} from '../mappers/orderMappers';
import { ApiPaths } from '../paths';
import { SuccessResponseSchema } from '../schemas/common';
import { OrderByIdResponseSchema, OrderCancelledResponseSchema, OrderHistoryResponseSchema } from '../schemas/orders';

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
  /** Ours: one of the customer's orders by its id (any order, wherever it is in the history); 404 when not theirs. */
  order: endpoint({
    method: 'GET',
    path: `${ApiPaths.orderById}/:orderId`,
    request: (orderId: string) => ({ params: { orderId } }),
    response: OrderByIdResponseSchema,
    map: toOrderById,
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
