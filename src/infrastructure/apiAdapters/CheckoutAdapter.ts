import { inject, injectable } from 'inversify';
import { CheckoutEndpoints } from '../api/endpoints/checkoutEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { CheckoutApi, OrderRequest } from '../ports/CheckoutApi';

/** A placement carries its attempt's Idempotency-Key; a seat order (FEATURES F-train) goes to the train endpoints. */
@injectable()
export class CheckoutAdapter implements CheckoutApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  placeCashOrder = (request: OrderRequest) =>
    this.caller.call(request.seat ? CheckoutEndpoints.placeSeatCashOrder : CheckoutEndpoints.placeCashOrder, request, {
      idempotencyKey: request.idempotencyKey,
    });
  startOnlinePayment = (request: OrderRequest) =>
    this.caller.call(
      request.seat ? CheckoutEndpoints.startSeatOnlinePayment : CheckoutEndpoints.startOnlinePayment,
      request,
      { idempotencyKey: request.idempotencyKey },
    );
  paymentStatus = (orderId: string) => this.caller.call(CheckoutEndpoints.paymentStatus, orderId);
}
