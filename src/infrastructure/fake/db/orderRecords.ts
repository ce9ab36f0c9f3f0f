import { z } from 'zod';
import { PAYMENT_METHODS } from '../../../domain/checkout/PaymentMethod';
import { PAYMENT_STATUSES } from '../../../domain/checkout/PaymentStatus';

const rupees = z.number().min(0);
const stars = z.number().int().min(0).max(5);
const choices = z.array(z.object({ groupId: z.number().int(), itemIds: z.array(z.number().int()) }));

/** One line of a placed order: the dish, its chosen add-ons and the price of one as charged (rupees). */
export const OrderLineRecordSchema = z.object({
  menuId: z.number().int().positive(),
  itemName: z.string(),
  choices,
  choicesText: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: rupees,
  itemRating: stars,
});
export type OrderLineRecord = z.infer<typeof OrderLineRecordSchema>;

/**
 * An order as kept by the fake backend. Its history status is derived from the clock (see orderProgress.ts)
 * from when the kitchen got it (`confirmedAt`); cancellation and rejection are kept as `closedAs`.
 * Everything shown later (restaurant, address, prices) is a snapshot taken when the order was placed.
 */
export const OrderRecordSchema = z.object({
  id: z.string().regex(/^\d+$/),
  orderId: z.string(),
  userId: z.string(),
  restaurantId: z.number().int().positive(),
  restaurant: z.object({ name: z.string(), image: z.string(), address: z.string(), latitude: z.number(), longitude: z.number() }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.number(),
  /** When the kitchen got the order: at placement (cash on delivery) or payment (online); null while unpaid. */
  confirmedAt: z.number().nullable(),
  /** Minutes from confirmation to delivery (the restaurant's promise). */
  deliveryMinutes: z.number().int().positive(),
  closedAs: z.enum(['cancelled', 'rejected']).nullable(),
  lines: z.array(OrderLineRecordSchema).min(1),
  address: z.object({ id: z.string(), text: z.string(), latitude: z.number(), longitude: z.number() }),
  instructions: z.object({
    directionToReach: z.string(),
    avoidCalling: z.boolean(),
    leaveAtDoor: z.boolean(),
    avoidRingingBell: z.boolean(),
    leaveAtSecurity: z.boolean(),
  }),
  charges: z.object({ deliveryCharge: rupees, platformFees: rupees, gst: rupees, tip: rupees, discount: rupees }),
  totalAmount: rupees,
  userPin: z.string().regex(/^\d{4}$/),
  deliveryAgentId: z.string(),
  foodRating: stars,
  deliveryRating: stars,
  comment: z.string(),
  /** The checkout attempt's Idempotency-Key (absent for seeded orders): a repeat of it answers this order. */
  idempotencyKey: z.string().optional(),
});
export type OrderRecord = z.infer<typeof OrderRecordSchema>;
