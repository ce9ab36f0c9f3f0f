import { z } from 'zod';
import { parsePaymentStatus } from '../../../domain/checkout/PaymentStatus';
import { GroupChoiceDtoSchema } from './cart';
import { idString, numeric } from './common';
import { flag } from './flags';

const rupees = numeric.pipe(z.number().min(0));
const optionalRupees = numeric.nullish().transform((value) => value ?? 0);
const count = numeric.pipe(z.number().int());

/** init-order and init-order-cod (core spec §7). The tip is in rupees. */
export const InitOrderRequestSchema = z.object({
  addressId: idString,
  tip: rupees.default(0),
  directionToReach: z.string().max(500).default(''),
  avoidCalling: flag.default(false),
  leaveAtDoor: flag.default(false),
  avoidRingingBell: flag.default(false),
  leaveAtSecurity: flag.default(false),
});

const Refusal = { message: z.string().optional(), error: z.string().optional() };

/** init-order-cod: orderStatus carries what the cod status route is opened with (the order's id). */
export const InitOrderCodResponseSchema = z.object({ success: z.boolean(), ...Refusal, orderStatus: idString.nullish(), orderId: idString.nullish() });
export type InitOrderCodResponse = z.infer<typeof InitOrderCodResponseSchema>;

/** init-order: redirectUrl is the payment gateway's page. */
export const InitOrderResponseSchema = z.object({ success: z.boolean(), ...Refusal, redirectUrl: z.string().nullish(), orderId: idString.nullish() });
export type InitOrderResponse = z.infer<typeof InitOrderResponseSchema>;

/** check-order-payment-status: Pending, Completed or Failed, in any case. */
export const PaymentStatusResponseSchema = z.object({
  success: z.boolean().optional(),
  orderId: idString,
  paymentStatus: z.string().transform((value, context) => {
    const status = parsePaymentStatus(value);
    if (!status) context.addIssue({ code: 'custom', message: `Unknown payment status ${value}` });
    return status ?? 'Pending';
  }),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

export const OrderItemDtoSchema = z.object({
  menuId: idString,
  itemName: z.string(),
  itemQuantity: count,
  /** Price of one, rupees. */
  itemPrice: rupees,
  itemRating: numeric.nullish(),
  /** Ours (issue 14, reorder): the line's chosen add-ons, as add-to-cart-with-option's `group`. */
  group: z.nullish(z.array(GroupChoiceDtoSchema)),
});

/** Milliseconds since 1970 that name a real date (the fuzz test found ±8.64e15 and beyond throwing in toISOString). */
const timestamp = z.number().refine((ms) => Number.isFinite(new Date(ms).getTime()), 'not a date');

/** An order of the history list (account spec §3), rupees; the place fields are our addition for Track Order. */
export const OrderDtoSchema = z.object({
  id: idString,
  orderId: idString,
  restaurantId: idString,
  restaurantName: z.string(),
  restaurantImage: z.string().nullish(),
  deliveryAgentId: idString.nullish(),
  orderStatus: z.string().nullish(),
  createdAt: z.union([z.string(), timestamp]).transform((value) => (typeof value === 'number' ? new Date(value).toISOString() : value)),
  totalAmount: rupees,
  userPin: idString.nullish(),
  deliveryAddress: z.string().nullish(),
  items: z.array(OrderItemDtoSchema).nullish(),
  foodRating: numeric.nullish(),
  deliveryRating: numeric.nullish(),
  rating: numeric.nullish(),
  comment: z.string().nullish(),
  deliveryCharge: optionalRupees,
  rainFees: optionalRupees,
  tip: optionalRupees,
  gst: optionalRupees,
  restaurantCharges: optionalRupees,
  handlingCharges: optionalRupees,
  smallCartFees: optionalRupees,
  platformFees: optionalRupees,
  restaurantAddress: z.string().nullish(),
  restaurantLatitude: numeric.nullish(),
  restaurantLongitude: numeric.nullish(),
  deliveryLatitude: numeric.nullish(),
  deliveryLongitude: numeric.nullish(),
});
export type OrderDto = z.infer<typeof OrderDtoSchema>;

/** The order history list (account spec §3 List response). */
export const OrderHistoryResponseSchema = z.object({
  success: z.boolean(),
  ...Refusal,
  data: z.array(OrderDtoSchema).nullish(),
  total: count.nullish(),
});
export type OrderHistoryResponse = z.infer<typeof OrderHistoryResponseSchema>;

/** The order history query: page, limit and the status filter as search. */
export const OrderHistoryQuerySchema = z.object({
  page: count.pipe(z.number().min(1)).default(1),
  limit: count.pipe(z.number().min(1).max(50)).default(10),
  search: z.string().default(''),
});

/** submit-combined-rating (account spec §3 Rating submission). Stars are checked by the server's rules. */
export const RatingRequestSchema = z.object({
  orderId: idString,
  restaurantId: idString,
  deliveryAgentId: idString.nullish(),
  foodRating: numeric,
  deliveryRating: numeric,
  itemRatings: z.array(z.object({ menuId: idString, itemName: z.string(), rating: numeric })).default([]),
  comment: z.string().max(1000).default(''),
});
