import { z } from 'zod/mini';
import { PAYMENT_STATUSES } from '../../../domain/checkout/PaymentStatus';
import { idString, numeric } from './common';

/** The demo API server's own calls (DemoApiPaths; `npm run api` only, never the provider's API). */
export const DemoPaymentResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  orderId: idString,
  restaurantName: z.string(),
  /** Rupees, as every amount on the wire. */
  amount: z.pipe(numeric, z.number().check(z.gte(0))),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});

export const DemoSettlePaymentRequestSchema = z.object({ outcome: z.enum(['paid', 'failed']) });

export const DemoLatestMessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.nullable(z.object({ to: z.string(), subject: z.string(), code: z.string(), sentAt: z.number() })),
});

export const DemoLatestMessageQuerySchema = z.object({ email: z.string().check(z.maxLength(320)) });

/** The customer's push messages, raw (the app reads each as a push payload, as from a push service). */
export const DemoPushMessagesResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  messages: z.array(z.unknown()).check(z.maxLength(100)),
});
