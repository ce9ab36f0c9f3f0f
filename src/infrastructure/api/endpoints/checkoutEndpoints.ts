import type { OrderRequest } from '../../ports/CheckoutApi';
import { endpoint } from '../endpoint';
import {
  orderRequestBody,
  seatOrderRequestBody,
  toCashOrderId,
  toOnlinePaymentStart,
  toPaymentStatus,
} from '../mappers/orderMappers';
import { ApiPaths } from '../paths';
import { InitOrderCodResponseSchema, InitOrderResponseSchema, PaymentStatusResponseSchema } from '../schemas/orders';

const toAddress = (request: OrderRequest) => ({ json: orderRequestBody(request) });
const toSeat = (request: OrderRequest) => ({ json: seatOrderRequestBody(request) });

/**
 * Placing an order (FEATURES F-checkout): cash on delivery or online through the payment gateway, to a saved address or
 * (FEATURES F-train) to a train seat, and the payment status the status page polls. A placement is called with the
 * attempt's `idempotencyKey` (CallOptions), so a retry of the same attempt is recognised by the server.
 */
export const CheckoutEndpoints = {
  placeCashOrder: endpoint({
    method: 'POST',
    path: ApiPaths.initOrderCod,
    request: toAddress,
    response: InitOrderCodResponseSchema,
    map: toCashOrderId,
  }),
  startOnlinePayment: endpoint({
    method: 'POST',
    path: ApiPaths.initOrder,
    request: toAddress,
    response: InitOrderResponseSchema,
    map: toOnlinePaymentStart,
  }),
  placeSeatCashOrder: endpoint({
    method: 'POST',
    path: ApiPaths.trainInitOrderCod,
    request: toSeat,
    response: InitOrderCodResponseSchema,
    map: toCashOrderId,
  }),
  startSeatOnlinePayment: endpoint({
    method: 'POST',
    path: ApiPaths.trainInitOrder,
    request: toSeat,
    response: InitOrderResponseSchema,
    map: toOnlinePaymentStart,
  }),
  paymentStatus: endpoint({
    method: 'GET',
    path: `${ApiPaths.paymentStatus}/:orderId`,
    request: (orderId: string) => ({ params: { orderId } }),
    response: PaymentStatusResponseSchema,
    map: toPaymentStatus,
  }),
};
