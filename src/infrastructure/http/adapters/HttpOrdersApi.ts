import { inject, injectable } from 'inversify';
import type { RatingSubmission } from '../../../domain/order/rating';
import { OrderEndpoints } from '../../api/endpoints';
import type { OrderHistoryQuery, OrdersApi } from '../../ports/OrdersApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpOrdersApi implements OrdersApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  history = (query: OrderHistoryQuery) => this.http.call(OrderEndpoints.history, query);
  submitRating = (submission: RatingSubmission) => this.http.call(OrderEndpoints.submitRating, submission);
}
