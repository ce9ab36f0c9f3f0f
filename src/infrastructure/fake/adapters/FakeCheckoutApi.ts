import { inject, injectable } from 'inversify';
import { orderRequestBody, toCashOrderId, toOnlinePaymentStart, toPaymentStatus } from '../../api/mappers/orderMappers';
import { ApiPaths } from '../../api/paths';
import { InitOrderCodResponseSchema, InitOrderResponseSchema, PaymentStatusResponseSchema } from '../../api/schemas/orders';
import type { CheckoutApi, OrderRequest } from '../../ports/CheckoutApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeCheckoutApi implements CheckoutApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async placeCashOrder(request: OrderRequest) {
    const answer = await this.gateway.call(ApiPaths.initOrderCod, (server, context) => server.orders.placeCashOrder(context, orderRequestBody(request)), {
      idempotencyKey: request.idempotencyKey,
    });
    return toCashOrderId(parseAnswer(InitOrderCodResponseSchema, answer));
  }

  async startOnlinePayment(request: OrderRequest) {
    const answer = await this.gateway.call(ApiPaths.initOrder, (server, context) => server.orders.startOnlinePayment(context, orderRequestBody(request)), {
      idempotencyKey: request.idempotencyKey,
    });
    return toOnlinePaymentStart(parseAnswer(InitOrderResponseSchema, answer));
  }

  async paymentStatus(orderId: string) {
    const answer = await this.gateway.call(ApiPaths.paymentStatus, (server, context) => server.orders.paymentStatus(context, orderId));
    return toPaymentStatus(parseAnswer(PaymentStatusResponseSchema, answer));
  }
}
