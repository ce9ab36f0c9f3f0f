import { z } from 'zod/mini';
import { PAYMENT_METHODS } from '../../../domain/checkout/PaymentMethod';

const stars = z.int().check(z.gte(1)).check(z.lte(5));

/**
 * A past order of a demo customer (fixtures/orders.json). It is placed at seeding time, `minutesAgo` before
 * the clock, from its dishes at today's menu prices (default add-ons), so its status follows the same
 * clock rules as a new order. `outcome` says how it ended: placed (paid or cash), cancelled, rejected, or
 * payment failed.
 */
export const OrderFixtureSchema = z.object({
  userId: z.string(),
  restaurantId: z.int().check(z.positive()),
  addressId: z.string(),
  minutesAgo: z.int().check(z.gte(0)),
  paymentMethod: z.enum(PAYMENT_METHODS),
  outcome: z.enum(['placed', 'cancelled', 'rejected', 'payment failed']),
  items: z
    .array(z.object({ menuId: z.int().check(z.positive()), quantity: z.int().check(z.positive()) }))
    .check(z.minLength(1)),
  tip: z._default(z.number().check(z.gte(0)), 0),
  rating: z.optional(
    z.object({ food: stars, delivery: stars, comment: z.string(), items: z.record(z.string(), stars) }),
  ),
});
export type OrderFixture = z.infer<typeof OrderFixtureSchema>;
