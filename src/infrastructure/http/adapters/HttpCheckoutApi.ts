import { inject, injectable } from 'inversify';
import { orderRequestBody, toCashOrderId, toOnlinePaymentStart, toPaymentStatus } from '../../api/mappers/orderMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import { InitOrderCodResponseSchema, InitOrderResponseSchema, PaymentStatusResponseSchema } from '../../api/schemas/orders';
import type { CheckoutApi, OrderRequest } from '../../ports/CheckoutApi';
import { HttpClient } from '../HttpClient';

/** The attempt's key travels as a header, so a retry of the same attempt is recognised by the server. */
const idempotencyHeader = (request: OrderRequest) => ({ 'Idempotency-Key': request.idempotencyKey });

@injectable()
export class HttpCheckoutApi implements CheckoutApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async placeCashOrder(request: OrderRequest) {
    return toCashOrderId(
      await this.http.post(ApiPaths.initOrderCod, { schema: InitOrderCodResponseSchema, json: orderRequestBody(request), headers: idempotencyHeader(request) }),
    );
  }

  async startOnlinePayment(request: OrderRequest) {
    return toOnlinePaymentStart(
      await this.http.post(ApiPaths.initOrder, { schema: InitOrderResponseSchema, json: orderRequestBody(request), headers: idempotencyHeader(request) }),
    );
  }

  async paymentStatus(orderId: string) {
    return toPaymentStatus(await this.http.get(pathWithId(ApiPaths.paymentStatus, orderId), { schema: PaymentStatusResponseSchema }));
  }
}
