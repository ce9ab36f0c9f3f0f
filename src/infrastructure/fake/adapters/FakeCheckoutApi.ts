import { inject, injectable } from 'inversify';
import {
  orderRequestBody,
  seatOrderRequestBody,
  toCashOrderId,
  toOnlinePaymentStart,
  toPaymentStatus,
} from '../../api/mappers/orderMappers';
import { ApiPaths } from '../../api/paths';
import {
  InitOrderCodResponseSchema,
  InitOrderResponseSchema,
  PaymentStatusResponseSchema,
} from '../../api/schemas/orders';
import type { CheckoutApi, OrderRequest } from '../../ports/CheckoutApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeCheckoutApi implements CheckoutApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async placeCashOrder(request: OrderRequest) {
    const body = request.seat ? seatOrderRequestBody(request) : orderRequestBody(request);
    const answer = await this.gateway.call(
      request.seat ? ApiPaths.trainInitOrderCod : ApiPaths.initOrderCod,
      (server, context) => {
        return request.seat
          ? server.orders.placeSeatCashOrder(context, body)
          : server.orders.placeCashOrder(context, body);
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toCashOrderId(parseAnswer(InitOrderCodResponseSchema, answer));
  }

  async startOnlinePayment(request: OrderRequest) {
    const body = request.seat ? seatOrderRequestBody(request) : orderRequestBody(request);
    const answer = await this.gateway.call(
      request.seat ? ApiPaths.trainInitOrder : ApiPaths.initOrder,
      (server, context) => {
        return request.seat
          ? server.orders.startSeatOnlinePayment(context, body)
          : server.orders.startOnlinePayment(context, body);
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toOnlinePaymentStart(parseAnswer(InitOrderResponseSchema, answer));
  }

  async paymentStatus(orderId: string) {
    const answer = await this.gateway.call(ApiPaths.paymentStatus, (server, context) =>
      server.orders.paymentStatus(context, orderId),
    );
    return toPaymentStatus(parseAnswer(PaymentStatusResponseSchema, answer));
  }
}
