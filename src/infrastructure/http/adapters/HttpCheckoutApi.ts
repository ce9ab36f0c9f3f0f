import { inject, injectable } from 'inversify';
import { placement, toCashOrderId, toOnlinePaymentStart, toPaymentStatus } from '../../api/mappers/orderMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import {
  InitOrderCodResponseSchema,
  InitOrderResponseSchema,
  PaymentStatusResponseSchema,
} from '../../api/schemas/orders';
import type { CheckoutApi, OrderRequest } from '../../ports/CheckoutApi';
import { HttpClient } from '../HttpClient';

/** The attempt's key travels as a header, so a retry of the same attempt is recognised by the server. */
const idempotencyHeader = (request: OrderRequest) => ({ 'Idempotency-Key': request.idempotencyKey });

@injectable()
export class HttpCheckoutApi implements CheckoutApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async placeCashOrder(request: OrderRequest) {
    const { path, body } = placement(request, 'cod');
    return toCashOrderId(
      await this.http.post(path, {
        schema: InitOrderCodResponseSchema,
        json: body,
        headers: idempotencyHeader(request),
      }),
    );
  }

  async startOnlinePayment(request: OrderRequest) {
    const { path, body } = placement(request, 'online');
    return toOnlinePaymentStart(
      await this.http.post(path, { schema: InitOrderResponseSchema, json: body, headers: idempotencyHeader(request) }),
    );
  }

  async paymentStatus(orderId: string) {
    return toPaymentStatus(
      await this.http.get(pathWithId(ApiPaths.paymentStatus, orderId), { schema: PaymentStatusResponseSchema }),
    );
  }
}
