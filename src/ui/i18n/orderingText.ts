import type { OutOfArea } from '../../application/checkout/CheckoutStore';
import { GST_LABEL } from '../../domain/cart/charges';
import type { Failure } from '../../domain/errors/failure';
import { FIXED_FEE_LABEL } from '../../domain/checkout/checkoutBill';
import { CHECKOUT_TEXT } from '../../domain/checkout/checkoutTexts';
import { type CancelRefusal, cancelRefusalOf } from '../../domain/order/orderCancellation';
import { groupIndianDigits } from '../format/indianDigits';
import { failureText } from './failureText';
import { type MessageId, t } from './i18n';

const CANCEL_REFUSAL_MESSAGES: Record<CancelRefusal, MessageId> = {
  preparing: 'ordering.cancel.reason.preparing',
  onItsWay: 'ordering.cancel.reason.onItsWay',
  delivered: 'ordering.cancel.reason.delivered',
  notDelivered: 'ordering.cancel.reason.notDelivered',
  cancelled: 'ordering.cancel.reason.cancelled',
  rejected: 'ordering.cancel.reason.rejected',
  paymentFailed: 'ordering.cancel.reason.paymentFailed',
  paymentProcessing: 'ordering.cancel.reason.paymentProcessing',
  unknown: 'ordering.cancel.reason.unknown',
};

/** Why an order cannot be cancelled, in the customer's language; a reason the app does not know, as it came. */
export function cancelReasonText(reason: string): string {
  const refusal = cancelRefusalOf(reason);
  return refusal ? t(CANCEL_REFUSAL_MESSAGES[refusal]) : reason;
}

/** Why the last try to cancel failed: offline, or the call's failure (a known refusal in the customer's language). */
export function cancelFailureText(failure: Failure): string {
  return failure.kind === 'refused' ? cancelReasonText(failure.text) : failureText(failure);
}

/** An online order whose payment page the customer left unpaid (FEATURES F-safety), named when its id is known. */
export const awaitedPaymentText = (orderId: string | null): string =>
  orderId ? t('ordering.awaited.waiting', { id: orderId }) : t('ordering.awaited.waitingLast');

/** A server's refusal of a new order that came without words of its own (our fallbacks), by its catalog id. */
const CHECKOUT_REFUSALS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [CHECKOUT_TEXT.codFailed, 'ordering.checkout.codFailed'],
  [CHECKOUT_TEXT.onlineStartFailed, 'ordering.checkout.onlineStartFailed'],
]);

/** Why Place Order did not place the order, in the customer's language (a server's own refusal as it came). */
export function placeFailureText(failure: Failure): string {
  const known = failure.kind === 'refused' ? CHECKOUT_REFUSALS.get(failure.text) : undefined;
  return known ? t(known) : failureText(failure);
}

/** The bill's extra lines the app knows: the server's GST line and the estimate's fixed fee. */
const BILL_LINES: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [GST_LABEL, 'ordering.bill.gst'],
  [FIXED_FEE_LABEL, 'ordering.bill.fixedFee'],
]);

/** A bill's extra line in the customer's language; a line the app does not know, as the server names it. */
export function billLineText(label: string): string {
  const known = BILL_LINES.get(label);
  return known ? t(known) : label;
}

/** A distance as people read it: one decimal under 10 km ('7.5 km'), whole kilometres beyond ('1,154 km'). */
export const kmText = (km: number): string =>
  t('ordering.area.km', { km: km < 10 ? groupIndianDigits(km, 1) : groupIndianDigits(Math.round(km)) });

/** Why the cart's kitchen cannot deliver to the address chosen. */
export const outOfAreaText = ({ restaurantName, distanceKm, radiusKm }: OutOfArea): string =>
  t('ordering.area.outOfArea', { restaurant: restaurantName, distance: kmText(distanceKm), radius: radiusKm });
