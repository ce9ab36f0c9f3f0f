import { z } from 'zod';
import { PAYMENT_METHODS } from '../../../domain/checkout/PaymentMethod';

const stars = z.number().int().min(1).max(5);

/**
 * A past order of a demo customer (fixtures/orders.json). It is placed at seeding time, `minutesAgo` before
 * the clock, from its dishes at today's menu prices (default add-ons), so its status follows the same
 * clock rules as a new order. `outcome` says how it ended: placed (paid or cash), cancelled, rejected, or
 * payment failed.
 */
export const OrderFixtureSchema = z.object({
  userId: z.string(),
  restaurantId: z.number().int().positive(),
  addressId: z.string(),
  minutesAgo: z.number().int().min(0),
  paymentMethod: z.enum(PAYMENT_METHODS),
  outcome: z.enum(['placed', 'cancelled', 'rejected', 'payment failed']),
  items: z.array(z.object({ menuId: z.number().int().positive(), quantity: z.number().int().positive() })).min(1),
  tip: z.number().min(0).default(0),
  rating: z.object({ food: stars, delivery: stars, comment: z.string(), items: z.record(z.string(), stars) }).optional(),
});
export type OrderFixture = z.infer<typeof OrderFixtureSchema>;
