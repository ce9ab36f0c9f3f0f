import { inject, injectable } from 'inversify';
import type { RatingSubmission } from '../../../domain/order/rating';
import { orderHistoryQuery, ratingBody, toOrderPage, toRatingMessage } from '../../api/mappers/orderMappers';
import { ApiPaths } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { OrderHistoryResponseSchema } from '../../api/schemas/orders';
import type { OrderHistoryQuery, OrdersApi } from '../../ports/OrdersApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeOrdersApi implements OrdersApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async history(query: OrderHistoryQuery) {
    const answer = await this.gateway.call(ApiPaths.orderHistory, (server, context) =>
      server.orders.history(context, orderHistoryQuery(query)),
    );
    return toOrderPage(parseAnswer(OrderHistoryResponseSchema, answer));
  }

  async submitRating(submission: RatingSubmission) {
    const answer = await this.gateway.call(ApiPaths.submitRating, (server, context) =>
      server.ratings.submit(context, ratingBody(submission)),
    );
    return toRatingMessage(parseAnswer(SuccessResponseSchema, answer));
  }
}
