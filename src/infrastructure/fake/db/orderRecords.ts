import { z } from 'zod/mini';
import { PAYMENT_METHODS } from '../../../domain/checkout/PaymentMethod';
import { PAYMENT_STATUSES } from '../../../domain/checkout/PaymentStatus';

const rupees = z.number().check(z.gte(0));
const stars = z.int().check(z.gte(0)).check(z.lte(5));
const choices = z.array(z.object({ groupId: z.int(), itemIds: z.array(z.int()) }));

/** One line of a placed order: the dish, its chosen add-ons and the price of one as charged (rupees). */
export const OrderLineRecordSchema = z.object({
  menuId: z.int().check(z.positive()),
  itemName: z.string(),
  choices,
  choicesText: z.string(),
  quantity: z.int().check(z.positive()),
  unitPrice: rupees,
  itemRating: stars,
});
export type OrderLineRecord = z.infer<typeof OrderLineRecordSchema>;

const station = z.object({ code: z.string(), name: z.string() });
const refundPaise = z.int().check(z.gte(0));

/** How a seat order was closed (domain SeatClosure), kept as facts: its texts are made from it when shown. */
export const SeatClosureRecordSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rescued'), station, expectedArrival: z.number(), refundPaise }),
  z.object({ kind: z.literal('skipped'), station, refundPaise }),
  z.object({ kind: z.literal('notDelivered'), station, refundPaise }),
  z.object({ kind: z.literal('cancelledByYou'), refundPaise }),
]);

/**
 * An order as kept by the fake backend. Its history status is derived from the clock (see orderProgress.ts)
 * from when the kitchen got it (`confirmedAt`); cancellation and rejection are kept as `closedAs`.
 * Everything shown later (restaurant, address, prices) is a snapshot taken when the order was placed.
 */
export const OrderRecordSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  orderId: z.string(),
  userId: z.string(),
  restaurantId: z.int().check(z.positive()),
  restaurant: z.object({
    name: z.string(),
    image: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.number(),
  /** When the kitchen got the order: at placement (cash on delivery) or payment (online); null while unpaid. */
  confirmedAt: z.nullable(z.number()),
  /** Minutes from confirmation to delivery (the restaurant's promise). */
  deliveryMinutes: z.int().check(z.positive()),
  /** not-delivered: a train seat order whose hand-over at the seat failed (FEATURES F-train). */
  closedAs: z.nullable(z.enum(['cancelled', 'rejected', 'not-delivered'])),
  /** How a seat order was closed (delay rescue, not delivered, cancelled by the passenger); absent otherwise. */
  closure: z.optional(z.nullable(SeatClosureRecordSchema)),
  /**
   * The restaurant turns the order down when it would accept it (Rejected a minute after it got it): set when it was
   * placed with a restaurant the demo knob `rejectingRestaurants` names.
   */
  restaurantRejects: z.optional(z.boolean()),
  lines: z.array(OrderLineRecordSchema).check(z.minLength(1)),
  address: z.object({ id: z.string(), text: z.string(), latitude: z.number(), longitude: z.number() }),
  /** A seat order's train, station and seat as placed (its run and station codes are in the address id). */
  seat: z.optional(z.object({ trainName: z.string(), stationName: z.string(), coach: z.string(), berth: z.string() })),
  instructions: z.object({
    directionToReach: z.string(),
    avoidCalling: z.boolean(),
    leaveAtDoor: z.boolean(),
    avoidRingingBell: z.boolean(),
    leaveAtSecurity: z.boolean(),
  }),
  charges: z.object({ deliveryCharge: rupees, platformFees: rupees, gst: rupees, tip: rupees, discount: rupees }),
  totalAmount: rupees,
  userPin: z.string().check(z.regex(/^\d{4}$/)),
  deliveryAgentId: z.string(),
  foodRating: stars,
  deliveryRating: stars,
  comment: z.string(),
  /** The checkout attempt's Idempotency-Key (absent for seeded orders): a repeat of it answers this order. */
  idempotencyKey: z.optional(z.string()),
  /** What the request that made this order asked for (placementFingerprint): the key is refused with another. */
  idempotencyFingerprint: z.optional(z.string()),
});
export type OrderRecord = z.infer<typeof OrderRecordSchema>;
