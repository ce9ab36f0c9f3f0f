import { inject, injectable } from 'inversify';
import { CheckoutEndpoints } from '../../api/endpoints';
import type { CheckoutApi, OrderRequest } from '../../ports/CheckoutApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpCheckoutApi implements CheckoutApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  placeCashOrder = (request: OrderRequest) =>
    this.http.call(request.seat ? CheckoutEndpoints.placeSeatCashOrder : CheckoutEndpoints.placeCashOrder, request);
  startOnlinePayment = (request: OrderRequest) =>
    this.http.call(
      request.seat ? CheckoutEndpoints.startSeatOnlinePayment : CheckoutEndpoints.startOnlinePayment,
      request,
    );
  paymentStatus = (orderId: string) => this.http.call(CheckoutEndpoints.paymentStatus, orderId);
}
