import { paiseFromRupees } from '../../../domain/money/paise';
import type { DemoMessage, DemoPayment } from '../../ports/DemoBackend';
import type { z } from 'zod/mini';
import type {
  DemoLatestMessageResponseSchema,
  DemoPaymentResponseSchema,
  DemoPushMessagesResponseSchema,
} from '../schemas/demo';
import { ensureSuccess } from './ensureSuccess';

/** The order waiting at the demo payment gateway; the wire's rupees become paise. */
export function toDemoPayment(response: z.output<typeof DemoPaymentResponseSchema>): DemoPayment {
  const payment = ensureSuccess(response);
  return {
    orderId: payment.orderId,
    restaurantName: payment.restaurantName,
    amount: paiseFromRupees(payment.amount),
    paymentStatus: payment.paymentStatus,
  };
}

export const toDemoMessage = (response: z.output<typeof DemoLatestMessageResponseSchema>): DemoMessage | null =>
  ensureSuccess(response).data;

export const toDemoPushMessages = (response: z.output<typeof DemoPushMessagesResponseSchema>): unknown[] =>
  ensureSuccess(response).messages;
