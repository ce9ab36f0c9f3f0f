import { z } from 'zod';
import { idString, numeric } from './common';
import { flag, idList } from './flags';

const count = numeric.pipe(z.number().int());

/** A chosen group and its chosen add-on item ids (add-to-cart-with-option `group`). */
export const GroupChoiceDtoSchema = z.object({ groupId: idString, itemIds: z.array(idString) });

/** add-to-cart (its payload is not in the spec; ours, documented in docs/ARCHITECTURE.md). */
export const AddToCartRequestSchema = z.object({
  restaurantId: idString,
  menuId: idString,
  quantity: count.pipe(z.number().min(1)),
});

export const AddToCartWithOptionRequestSchema = AddToCartRequestSchema.extend({
  menuCount: count.nullish(),
  group: z.array(GroupChoiceDtoSchema),
});

/** change-cart-get-cart-info: the new quantity of one line (0 or less removes it). */
export const ChangeCartRequestSchema = z.object({
  menuId: idString,
  restaurantId: idString,
  quantity: count,
  groupId: idString.nullish(),
  groupItemId: idString.nullish(),
  itemsCount: count.nullish(),
  menuCount: count.nullish(),
});

const CartInfoDtoSchema = z.object({ menuId: idString, quantity: count });

/** One line of the server cart. selectedGroupId/selectedItemId are parallel lists: one entry per chosen option. */
export const CartItemDetailDtoSchema = z.object({
  menuId: idString,
  menuCount: count.nullish(),
  quantity: count,
  itemName: z.string(),
  items: z.string().nullish(),
  itemTotal: numeric,
  selectedGroupId: idList,
  selectedItemId: idList,
  addOnItemsCount: count.nullish(),
  restaurantId: idString.nullish(),
});
export type CartItemDetailDto = z.infer<typeof CartItemDetailDtoSchema>;

/** The server cart response (spec §3), answered by change-cart-get-cart-info and get-cart-info. Rupees. */
export const CartResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  restaurantId: idString.nullish(),
  cartInfo: z.array(CartInfoDtoSchema).nullish(),
  itemDetails: z.array(CartItemDetailDtoSchema).nullish(),
  subTotal: numeric,
  deliveryCharge: numeric,
  discount: numeric,
  total: numeric,
  menuTotal: numeric,
  otherCharges: numeric.nullish(),
  otherChargesDetails: z.record(z.string(), numeric).nullish(),
  /** Omitted by some answers: the spec's fallback ₹5 applies (core §9). */
  platformFee: numeric.nullish(),
  deliverTimeMin: numeric.nullish(),
  deliverTimeMax: numeric.nullish(),
  showCOD: flag.nullish(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** cart-items-count: data is null (or absent) when the server holds no cart. */
export const CartCountResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ cartInfo: z.array(CartInfoDtoSchema), restaurantId: idString.nullish() }).nullish(),
});
export type CartCountResponse = z.infer<typeof CartCountResponseSchema>;
