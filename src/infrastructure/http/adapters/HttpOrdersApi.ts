import { inject, injectable } from 'inversify';
import type { RatingSubmission } from '../../../domain/order/rating';
import { orderHistoryQuery, ratingBody, toOrderPage, toRatingMessage } from '../../api/mappers/orderMappers';
import { ApiPaths } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { OrderHistoryResponseSchema } from '../../api/schemas/orders';
import type { OrderHistoryQuery, OrdersApi } from '../../ports/OrdersApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpOrdersApi implements OrdersApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async history(query: OrderHistoryQuery) {
    // The status filter travels as `search`; HttpClient leaves the empty one (all orders) out.
    return toOrderPage(
      await this.http.get(ApiPaths.orderHistory, {
        schema: OrderHistoryResponseSchema,
        query: orderHistoryQuery(query),
      }),
    );
  }

  async submitRating(submission: RatingSubmission) {
    return toRatingMessage(
      await this.http.post(ApiPaths.submitRating, { schema: SuccessResponseSchema, json: ratingBody(submission) }),
    );
  }
}
