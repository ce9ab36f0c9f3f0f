import { CHECKOUT_TEXT } from '../../../domain/checkout/checkoutTexts';
import { AppError } from '../../../domain/errors/AppError';
import { MALFORMED_RESPONSE_TEXT } from '../../../domain/errors/errorText';
import { isUsablePoint, type GeoPoint } from '../../../domain/geo/GeoPoint';
import { paiseFromRupees, rupeesFromPaise } from '../../../domain/money/paise';
import { CHARGE_KINDS, type Order } from '../../../domain/order/Order';
import { ORDER_CANCEL_TEXTS, type OrderCancellation } from '../../../domain/order/orderCancellation';
import { RATING_FAILED_TEXT, RATING_SUBMITTED_TEXT, type RatingSubmission } from '../../../domain/order/rating';
import type { OnlinePaymentStart, OrderRequest, PaymentStatusReading } from '../../ports/CheckoutApi';
import type { OrderHistoryQuery, OrderPage } from '../../ports/OrdersApi';
import type {
  InitOrderCodResponse,
  InitOrderResponse,
  OrderDto,
  OrderByIdResponse,
  OrderCancelledResponse,
  OrderHistoryResponse,
  PaymentStatusResponse,
} from '../schemas/orders';
import { apiId } from './cartMappers';
import { ensureSuccess } from './ensureSuccess';
import { refusal } from './refusal';
import { toSeatClosure } from './seatClosureMappers';
import { safeImageUrl } from '../../../domain/security/urls';

/** The init-order / init-order-cod payload: to a saved address; the tip goes in rupees. */
export const orderRequestBody = (request: OrderRequest) => ({
  addressId: apiId(request.addressId),
  tip: rupeesFromPaise(request.tip),
  directionToReach: request.directionToReach,
  avoidCalling: request.avoidCalling,
  leaveAtDoor: request.leaveAtDoor,
  avoidRingingBell: request.avoidRingingBell,
  leaveAtSecurity: request.leaveAtSecurity,
});

/** The train init-order / init-order-cod payload (FEATURES F-train): the seat instead of an address. */
export const seatOrderRequestBody = (request: OrderRequest) => ({
  seat: request.seat,
  tip: rupeesFromPaise(request.tip),
});

const malformed = () => new AppError('malformed', MALFORMED_RESPONSE_TEXT, 200);

/** The id the cod status route is opened with: the answer's orderStatus (FEATURES F-checkout), else its orderId. */
export function toCashOrderId(response: InitOrderCodResponse): string {
  if (!response.success) throw refusal(response, CHECKOUT_TEXT.codFailed);
  const id = response.orderStatus ?? response.orderId;
  if (!id) throw malformed();
  return id;
}

export function toOnlinePaymentStart(response: InitOrderResponse): OnlinePaymentStart {
  if (!response.success)
    return { kind: 'declined', message: refusal(response, CHECKOUT_TEXT.onlineStartFailed).message };
  if (!response.redirectUrl) throw malformed();
  return { kind: 'redirect', url: response.redirectUrl };
}

export const toPaymentStatus = (response: PaymentStatusResponse): PaymentStatusReading => ({
  orderId: response.orderId,
  paymentStatus: response.paymentStatus,
});

const pointOf = (latitude: number | null | undefined, longitude: number | null | undefined): GeoPoint | null => {
  const point = { latitude: latitude ?? 0, longitude: longitude ?? 0 };
  return isUsablePoint(point) ? point : null;
};

/** A refusal without a reason still says something; an allowed cancellation carries none. */
const toCancellation = ({ allowed, refund, reason }: NonNullable<OrderDto['cancellation']>): OrderCancellation =>
  allowed
    ? { allowed, refundPaise: paiseFromRupees(refund), reason: null }
    : { allowed, refundPaise: 0, reason: reason?.trim() || ORDER_CANCEL_TEXTS.unknown };

export function toOrder(dto: OrderDto): Order {
  return {
    id: dto.id,
    orderId: dto.orderId,
    restaurantId: dto.restaurantId,
    restaurantName: dto.restaurantName,
    restaurantImage: safeImageUrl(dto.restaurantImage),
    deliveryAgentId: dto.deliveryAgentId ?? null,
    orderStatus: dto.orderStatus ?? '',
    createdAt: dto.createdAt,
    totalAmount: paiseFromRupees(dto.totalAmount),
    userPin: dto.userPin ?? null,
    deliveryAddress: dto.deliveryAddress ?? '',
    items: (dto.items ?? []).map((item) => ({
      menuId: item.menuId,
      itemName: item.itemName,
      itemQuantity: item.itemQuantity,
      itemPrice: paiseFromRupees(item.itemPrice),
      itemRating: item.itemRating ?? 0,
      ...(item.group
        ? { choices: item.group.map((group) => ({ groupId: group.groupId, optionIds: group.itemIds })) }
        : {}),
    })),
    foodRating: dto.foodRating ?? 0,
    deliveryRating: dto.deliveryRating ?? 0,
    rating: dto.rating ?? 0,
    comment: dto.comment ?? '',
    charges: Object.fromEntries(CHARGE_KINDS.map((kind) => [kind, paiseFromRupees(dto[kind])])) as Order['charges'],
    restaurantAddress: dto.restaurantAddress ?? '',
    restaurantLocation: pointOf(dto.restaurantLatitude, dto.restaurantLongitude),
    deliveryLocation: pointOf(dto.deliveryLatitude, dto.deliveryLongitude),
    train: dto.seatDelivery ?? null,
    closure: toSeatClosure(dto.closure),
    cancellation: dto.cancellation ? toCancellation(dto.cancellation) : null,
    refundPaise: dto.refund == null ? null : paiseFromRupees(dto.refund),
    discountPaise: paiseFromRupees(dto.discount),
  };
}

/** FEATURES F-cancel: the refund of a cancelled order, paise. */
export const toCancelRefund = (response: OrderCancelledResponse): number => paiseFromRupees(response.data.refund);

export const orderHistoryQuery = (query: OrderHistoryQuery) => ({
  page: query.page,
  limit: query.limit,
  search: query.status,
  ...(query.destination ? { destination: query.destination } : {}),
  ...(query.trainNumber ? { trainNumber: query.trainNumber } : {}),
});

export function toOrderPage(response: OrderHistoryResponse): OrderPage {
  const data = ensureSuccess(response).data ?? [];
  return { orders: data.map(toOrder), total: response.total ?? data.length, trains: response.trains ?? [] };
}

/** One order by its id; an answer without the order does not match the contract. */
export function toOrderById(response: OrderByIdResponse): Order {
  const { data } = ensureSuccess(response);
  if (!data) throw malformed();
  return toOrder(data);
}

export const ratingBody = (submission: RatingSubmission) => ({
  orderId: apiId(submission.orderId),
  restaurantId: apiId(submission.restaurantId),
  deliveryAgentId: submission.deliveryAgentId === null ? null : apiId(submission.deliveryAgentId),
  foodRating: submission.foodRating,
  deliveryRating: submission.deliveryRating,
  itemRatings: submission.itemRatings.map((item) => ({
    menuId: apiId(item.menuId),
    itemName: item.itemName,
    rating: item.rating,
  })),
  comment: submission.comment,
});

/** The server's message for a rating; success false is refused with its message or the spec's fallback. */
export function toRatingMessage(response: { success: boolean; message?: string; error?: string }): string {
  if (!response.success) throw refusal(response, RATING_FAILED_TEXT);
  return response.message?.trim() || RATING_SUBMITTED_TEXT;
}
