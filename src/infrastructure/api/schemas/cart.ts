import { z } from 'zod/mini';
import { idString, numeric } from './common';
import { flag, idList } from './flags';

const count = z.pipe(numeric, z.int());

/** A chosen group and its chosen add-on item ids (add-to-cart-with-option `group`). */
export const GroupChoiceDtoSchema = z.object({ groupId: idString, itemIds: z.array(idString) });

/** add-to-cart (its payload is not in the spec; ours, documented in docs/ARCHITECTURE.md). */
export const AddToCartRequestSchema = z.object({
  restaurantId: idString,
  menuId: idString,
  quantity: z.pipe(count, z.number().check(z.gte(1))),
});

export const AddToCartWithOptionRequestSchema = z.extend(AddToCartRequestSchema, {
  menuCount: z.nullish(count),
  group: z.array(GroupChoiceDtoSchema),
});

/** change-cart-get-cart-info: the new quantity of one line (0 or less removes it). */
export const ChangeCartRequestSchema = z.object({
  menuId: idString,
  restaurantId: idString,
  quantity: count,
  groupId: z.nullish(idString),
  groupItemId: z.nullish(idString),
  itemsCount: z.nullish(count),
  menuCount: z.nullish(count),
});

const CartInfoDtoSchema = z.object({ menuId: idString, quantity: count });

/** One line of the server cart. selectedGroupId/selectedItemId are parallel lists: one entry per chosen option. */
export const CartItemDetailDtoSchema = z.object({
  menuId: idString,
  menuCount: z.nullish(count),
  quantity: count,
  itemName: z.string(),
  items: z.nullish(z.string()),
  itemTotal: numeric,
  selectedGroupId: idList,
  selectedItemId: idList,
  addOnItemsCount: z.nullish(count),
  restaurantId: z.nullish(idString),
});
export type CartItemDetailDto = z.infer<typeof CartItemDetailDtoSchema>;

/** The server cart response (FEATURES F-menu), answered by change-cart-get-cart-info and get-cart-info. Rupees. */
export const CartResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  restaurantId: z.nullish(idString),
  cartInfo: z.nullish(z.array(CartInfoDtoSchema)),
  itemDetails: z.nullish(z.array(CartItemDetailDtoSchema)),
  subTotal: numeric,
  deliveryCharge: numeric,
  discount: numeric,
  total: numeric,
  menuTotal: numeric,
  otherCharges: z.nullish(numeric),
  otherChargesDetails: z.nullish(z.record(z.string(), numeric)),
  /** Omitted by some answers: the spec's fallback ₹5 applies (FEATURES F-checkout). */
  platformFee: z.nullish(numeric),
  deliverTimeMin: z.nullish(numeric),
  deliverTimeMax: z.nullish(numeric),
  showCOD: z.nullish(flag),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** cart-items-count: data is null (or absent) when the server holds no cart. */
export const CartCountResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.nullish(z.object({ cartInfo: z.array(CartInfoDtoSchema), restaurantId: z.nullish(idString) })),
});
export type CartCountResponse = z.infer<typeof CartCountResponseSchema>;
