import { type CartLine, lineKeyOf } from '../../../domain/cart/CartLine';
import type { CartCount, CartSummary } from '../../../domain/cart/CartSummary';
import { FALLBACK_DELIVERY_MINUTES, FALLBACK_PLATFORM_FEE } from '../../../domain/checkout/checkoutBill';
import type { AddOnChoice } from '../../../domain/menu/AddOnGroup';
import { paiseFromRupees } from '../../../domain/money/paise';
import type { AddItemRequest, AddItemWithOptionsRequest, ChangeQuantityRequest } from '../../ports/CartApi';
import type { CartCountResponse, CartItemDetailDto, CartResponse } from '../schemas/cart';
import { ensureSuccess } from './ensureSuccess';

/** Ids go back to the API as numbers when they are numeric (the app keeps them as strings). */
export const apiId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

const groupBody = (choices: readonly AddOnChoice[]) =>
  choices
    .filter((choice) => choice.optionIds.length > 0)
    .map((choice) => ({ groupId: apiId(choice.groupId), itemIds: choice.optionIds.map(apiId) }));

export const addToCartBody = (request: AddItemRequest) => ({
  restaurantId: apiId(request.restaurantId),
  menuId: apiId(request.menuId),
  quantity: request.quantity,
});

export const addToCartWithOptionBody = (request: AddItemWithOptionsRequest) => ({
  ...addToCartBody(request),
  menuCount: request.menuCount,
  group: groupBody(request.choices),
});

/** groupId/groupItemId name the first chosen option (the only one for a single-option item); menuCount the line. */
export function changeCartBody(request: ChangeQuantityRequest) {
  const first = request.choices.find((choice) => choice.optionIds.length > 0);
  return {
    menuId: apiId(request.menuId),
    restaurantId: apiId(request.restaurantId),
    quantity: request.quantity,
    groupId: first ? apiId(first.groupId) : null,
    groupItemId: first?.optionIds[0] ? apiId(first.optionIds[0]) : null,
    itemsCount: request.addOnItemsCount,
    ...(request.menuCount !== null ? { menuCount: request.menuCount } : {}),
  };
}

/** Pairs the parallel selectedGroupId/selectedItemId lists back into choices per group. */
function choicesOf(dto: CartItemDetailDto): AddOnChoice[] {
  const groups = dto.selectedGroupId;
  const choices: AddOnChoice[] = [];
  dto.selectedItemId.forEach((optionId, index) => {
    const groupId = groups.length === dto.selectedItemId.length ? groups[index]! : (groups[0] ?? '');
    const existing = choices.find((choice) => choice.groupId === groupId);
    if (existing) existing.optionIds.push(optionId);
    else choices.push({ groupId, optionIds: [optionId] });
  });
  return choices;
}

function toCartLine(dto: CartItemDetailDto, restaurantId: string): CartLine {
  const choices = choicesOf(dto);
  const quantity = Math.max(1, dto.quantity);
  return {
    key: lineKeyOf(dto.menuId, choices),
    menuId: dto.menuId,
    restaurantId: dto.restaurantId ?? restaurantId,
    itemName: dto.itemName,
    quantity: dto.quantity,
    unitPrice: Math.round(paiseFromRupees(dto.itemTotal) / quantity),
    choices,
    choicesText: dto.items ?? '',
    menuCount: dto.menuCount ?? null,
    addOnItemsCount: dto.addOnItemsCount ?? 0,
  };
}

export function toCartSummary(response: CartResponse): CartSummary {
  ensureSuccess(response);
  const restaurantId = response.restaurantId ?? null;
  const lines = restaurantId
    ? (response.itemDetails ?? []).filter((dto) => dto.quantity > 0).map((dto) => toCartLine(dto, restaurantId))
    : [];
  return {
    cart: { restaurantId: lines.length > 0 ? restaurantId : null, lines },
    subTotal: paiseFromRupees(response.subTotal),
    deliveryCharge: paiseFromRupees(response.deliveryCharge),
    discount: paiseFromRupees(response.discount),
    platformFee: response.platformFee == null ? FALLBACK_PLATFORM_FEE : paiseFromRupees(response.platformFee),
    otherCharges: paiseFromRupees(response.otherCharges ?? 0),
    otherChargesDetails: Object.entries(response.otherChargesDetails ?? {}).map(([label, amount]) => ({
      label,
      amount: paiseFromRupees(amount),
    })),
    total: paiseFromRupees(response.total),
    menuTotal: paiseFromRupees(response.menuTotal),
    deliverTimeMin: response.deliverTimeMin ?? FALLBACK_DELIVERY_MINUTES.min,
    deliverTimeMax: response.deliverTimeMax ?? FALLBACK_DELIVERY_MINUTES.max,
    showCOD: response.showCOD ?? false,
  };
}

export function toCartCount(response: CartCountResponse): CartCount | null {
  const data = ensureSuccess(response).data;
  if (!data || !data.restaurantId || data.cartInfo.length === 0) return null;
  return {
    restaurantId: data.restaurantId,
    items: data.cartInfo.map((info) => ({ menuId: info.menuId, quantity: info.quantity })),
  };
}
