import { z } from 'zod/mini';
import { parsePaymentStatus } from '../../../domain/checkout/PaymentStatus';
import { RATING_COMMENT_MAX } from '../../../domain/order/ratingLimits';
import { GroupChoiceDtoSchema } from './cart';
import { idString, numeric } from './common';
import { flag } from './flags';
import { SeatClosureDtoSchema } from './seatClosure';

const rupees = z.pipe(numeric, z.number().check(z.gte(0)));
const optionalRupees = z.pipe(
  z.nullish(numeric),
  z.transform((value) => value ?? 0),
);
const count = z.pipe(numeric, z.int());

/** init-order and init-order-cod (FEATURES F-checkout). The tip is in rupees. */
export const InitOrderRequestSchema = z.object({
  addressId: idString,
  tip: z._default(rupees, 0),
  directionToReach: z._default(z.string().check(z.maxLength(500)), ''),
  avoidCalling: z._default(flag, false),
  leaveAtDoor: z._default(flag, false),
  avoidRingingBell: z._default(flag, false),
  leaveAtSecurity: z._default(flag, false),
});

const Refusal = { message: z.optional(z.string()), error: z.optional(z.string()) };

/** init-order-cod: orderStatus carries what the cod status route is opened with (the order's id). */
export const InitOrderCodResponseSchema = z.object({
  success: z.boolean(),
  ...Refusal,
  orderStatus: z.nullish(idString),
  orderId: z.nullish(idString),
});
export type InitOrderCodResponse = z.infer<typeof InitOrderCodResponseSchema>;

/** init-order: redirectUrl is the payment gateway's page. */
export const InitOrderResponseSchema = z.object({
  success: z.boolean(),
  ...Refusal,
  redirectUrl: z.nullish(z.string()),
  orderId: z.nullish(idString),
});
export type InitOrderResponse = z.infer<typeof InitOrderResponseSchema>;

/** check-order-payment-status: Pending, Completed or Failed, in any case. */
export const PaymentStatusResponseSchema = z.object({
  success: z.optional(z.boolean()),
  orderId: idString,
  paymentStatus: z.pipe(
    z.string(),
    z.transform((value, context) => {
      const status = parsePaymentStatus(value);
      if (!status) context.issues.push({ code: 'custom', message: `Unknown payment status ${value}`, input: value });
      return status ?? 'Pending';
    }),
  ),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

export const OrderItemDtoSchema = z.object({
  menuId: idString,
  itemName: z.string(),
  itemQuantity: count,
  /** Price of one, rupees. */
  itemPrice: rupees,
  itemRating: z.nullish(numeric),
  /** Ours (FEATURES F-reorder, reorder): the line's chosen add-ons, as add-to-cart-with-option's `group`. */
  group: z.nullish(z.array(GroupChoiceDtoSchema)),
});

/** Milliseconds since 1970 that name a real date (the fuzz test found ±8.64e15 and beyond throwing in toISOString). */
const timestamp = z.number().check(z.refine((ms) => Number.isFinite(new Date(ms).getTime()), 'not a date'));

/** An order of the history list (FEATURES F-account), rupees; the place fields are our addition for Track Order. */
const trainNumberSchema = z.string().check(z.regex(/^\d{5}$/));

export const OrderDtoSchema = z.object({
  id: idString,
  orderId: idString,
  restaurantId: idString,
  restaurantName: z.string(),
  restaurantImage: z.nullish(z.string()),
  deliveryAgentId: z.nullish(idString),
  orderStatus: z.nullish(z.string()),
  createdAt: z.pipe(
    z.union([z.string(), timestamp]),
    z.transform((value) => (typeof value === 'number' ? new Date(value).toISOString() : value)),
  ),
  totalAmount: rupees,
  userPin: z.nullish(idString),
  deliveryAddress: z.nullish(z.string()),
  items: z.nullish(z.array(OrderItemDtoSchema)),
  foodRating: z.nullish(numeric),
  deliveryRating: z.nullish(numeric),
  rating: z.nullish(numeric),
  comment: z.nullish(z.string()),
  deliveryCharge: optionalRupees,
  rainFees: optionalRupees,
  tip: optionalRupees,
  gst: optionalRupees,
  restaurantCharges: optionalRupees,
  handlingCharges: optionalRupees,
  smallCartFees: optionalRupees,
  platformFees: optionalRupees,
  /** Ours: the restaurant offer's money off the bill, rupees (the cart's 'Discount'); absent from the provider. */
  discount: optionalRupees,
  restaurantAddress: z.nullish(z.string()),
  restaurantLatitude: z.nullish(numeric),
  restaurantLongitude: z.nullish(numeric),
  deliveryLatitude: z.nullish(numeric),
  deliveryLongitude: z.nullish(numeric),
  /**
   * Ours (FEATURES F-cancel): whether the customer may still cancel, the refund (rupees) and why not; absent from
   * the provider (no Cancel order button then).
   */
  cancellation: z.nullish(
    z.object({
      allowed: z.boolean(),
      refund: rupees,
      reason: z.nullable(z.string().check(z.maxLength(200))),
    }),
  ),
  /**
   * Ours (FEATURES F-cancel, F-push): what goes back to the customer for an address order that was cancelled or that
   * the restaurant rejected (rupees, 0 for cash on delivery); absent otherwise (and from the provider).
   */
  refund: z.nullish(rupees),
  /**
   * Ours (FEATURES F-train): the train, station and seat of a seat order; absent for an address (and from the
   * provider).
   */
  seatDelivery: z.nullish(
    z.object({
      trainNumber: trainNumberSchema,
      trainName: z.string(),
      stationCode: z.string().check(z.regex(/^[A-Z]{1,5}$/)),
      stationName: z.string(),
      coach: z.string(),
      berth: z.string(),
    }),
  ),
  /** Ours (FEATURES F-train): how a seat order was closed; absent while open, for an address, from the provider. */
  closure: z.nullish(SeatClosureDtoSchema),
});
export type OrderDto = z.infer<typeof OrderDtoSchema>;

/** The order history list (FEATURES F-account: List response). */
export const OrderHistoryResponseSchema = z.object({
  success: z.boolean(),
  ...Refusal,
  data: z.nullish(z.array(OrderDtoSchema)),
  total: z.nullish(count),
  /** Ours (FEATURES F-train-more): every train the customer has seat orders on, whatever the filters. */
  trains: z.nullish(z.array(z.object({ trainNumber: trainNumberSchema, trainName: z.string() }))),
});
export type OrderHistoryResponse = z.infer<typeof OrderHistoryResponseSchema>;

/** Ours (docs/API.md): one order by its id, the same order object as the history list's. */
export const OrderByIdResponseSchema = z.object({
  success: z.boolean(),
  ...Refusal,
  data: z.nullish(OrderDtoSchema),
});
export type OrderByIdResponse = z.infer<typeof OrderByIdResponseSchema>;

/** Ours (FEATURES F-cancel): the answer to cancel-order and to cancelling a seat order. Rupees. */
export const OrderCancelledResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: z.string().check(z.maxLength(40)),
    status: z.literal('Cancelled'),
    refund: rupees,
  }),
});
export type OrderCancelledResponse = z.infer<typeof OrderCancelledResponseSchema>;

/** The order history query: page, limit and the status filter as search. */
export const OrderHistoryQuerySchema = z.object({
  page: z._default(z.pipe(count, z.number().check(z.gte(1))), 1),
  limit: z._default(z.pipe(count, z.number().check(z.gte(1), z.lte(50))), 10),
  search: z._default(z.string(), ''),
  /** Ours (FEATURES F-train): 'train' lists seat orders only. */
  destination: z._default(z.enum(['', 'train']), ''),
  /** Ours (FEATURES F-train-more): the seat orders of this one train only. */
  trainNumber: z.optional(trainNumberSchema),
});

/** submit-combined-rating (FEATURES F-account: Rating submission). Stars are checked by the server's rules. */
export const RatingRequestSchema = z.object({
  orderId: idString,
  restaurantId: idString,
  deliveryAgentId: z.nullish(idString),
  foodRating: numeric,
  deliveryRating: numeric,
  itemRatings: z._default(z.array(z.object({ menuId: idString, itemName: z.string(), rating: numeric })), []),
  comment: z._default(z.string().check(z.maxLength(RATING_COMMENT_MAX)), ''),
});
