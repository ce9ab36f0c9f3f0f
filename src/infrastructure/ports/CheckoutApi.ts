import type { PlacementRequest } from '../../domain/checkout/checkoutAttempt';
import type { PaymentStatus } from '../../domain/checkout/PaymentStatus';

/**
 * What init-order and init-order-cod send (FEATURES F-checkout): the chosen address and the delivery instructions, plus
 * the attempt's Idempotency-Key (a UUID kept for one request until an order results): the server answers a repeated
 * key with the order it already made instead of placing another, and refuses it (422) with a different request.
 * A `seat` instead of an address (FEATURES F-train) sends the order to api/train/init-order(-cod).
 */
export interface OrderRequest extends PlacementRequest {
  idempotencyKey: string;
}

/** init-order's answer: go to the payment gateway, or the gateway declined to start (success false). */
export type OnlinePaymentStart = { kind: 'redirect'; url: string } | { kind: 'declined'; message: string };

export interface PaymentStatusReading {
  orderId: string;
  paymentStatus: PaymentStatus;
}

/**
 * Placing the server cart as an order and following its payment (FEATURES F-checkout: init-order-cod, init-order,
 * check-order-payment-status). The server prices the order from its cart. Methods reject with an AppError.
 */
export interface CheckoutApi {
  /** Places a cash-on-delivery order; resolves to the id its status screen reads (the answer's orderStatus). */
  placeCashOrder(request: OrderRequest): Promise<string>;
  /** Starts an online payment. */
  startOnlinePayment(request: OrderRequest): Promise<OnlinePaymentStart>;
  paymentStatus(orderId: string): Promise<PaymentStatusReading>;
}

export const CheckoutApiToken = Symbol.for('CheckoutApi');
