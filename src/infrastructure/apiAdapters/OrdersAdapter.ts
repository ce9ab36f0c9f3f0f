import { inject, injectable } from 'inversify';
import type { RatingSubmission } from '../../domain/order/rating';
import { OrderEndpoints } from '../api/endpoints/orderEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { OrderHistoryQuery, OrdersApi } from '../ports/OrdersApi';

@injectable()
export class OrdersAdapter implements OrdersApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  history = (query: OrderHistoryQuery) => this.caller.call(OrderEndpoints.history, query);
  order = (orderId: string) => this.caller.call(OrderEndpoints.order, orderId);
  submitRating = (submission: RatingSubmission) => this.caller.call(OrderEndpoints.submitRating, submission);
  cancel = (orderId: string) => this.caller.call(OrderEndpoints.cancel, orderId);
}
