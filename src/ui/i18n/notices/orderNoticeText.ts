import type { OrderNotice } from '../../../application/orders/orderNotices';
import type { ServerDecision } from '../../../domain/cart/settleStep';
import type { Failure } from '../../../domain/errors/failure';
import { ONLY_DELIVERED_TEXT, RATING_FAILED_TEXT } from '../../../domain/order/rating';
import { failureText } from '../failureText';
import { type MessageId, t } from '../i18n';
import type { NoticeWording } from './NoticeWording';

/** A dish named in a toast, or the words for one unnamed ('this item'). */
const dishName = (itemName: string): string => itemName || t('ordering.cart.thisItem');

/** What the server decided differently from what was asked. */
function serverDecisionText(decision: ServerDecision): string {
  switch (decision.kind) {
    case 'capped':
      return t('ordering.cart.capped', { quantity: decision.quantity, item: dishName(decision.itemName) });
    case 'options-dropped':
      return t('ordering.cart.optionsDropped', {
        count: decision.optionNames.length,
        options: decision.optionNames.join(', '),
      });
    case 'unavailable':
      return decision.itemName
        ? t('ordering.cart.unavailable', { item: decision.itemName })
        : t('ordering.cart.thisItemUnavailable');
    case 'changed':
      return t('ordering.cart.changed', { quantity: decision.quantity, item: dishName(decision.itemName) });
  }
}

/** A rating's refusal the app knows (the server's words for it), by its catalog id. */
const RATING_REFUSALS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [ONLY_DELIVERED_TEXT, 'ordering.rating.onlyDelivered'],
  [RATING_FAILED_TEXT, 'ordering.rating.failed'],
]);

/** Why a rating was not taken: a known refusal in the customer's language, else the failure as usual. */
function ratingFailureText(failure: Failure): string {
  const known = failure.kind === 'refused' ? RATING_REFUSALS.get(failure.text) : undefined;
  return known ? t(known) : failureText(failure);
}

/** A train stop's reason for taking no order now, in the train's words, or ours when it gave none. */
const stopReason = (reason: string | null): string => reason ?? t('ordering.reorder.kitchenNotOnJourney');

/** The words of cart, checkout and orders' toasts. */
export const orderNoticeWording: NoticeWording<OrderNotice> = {
  cartChangeFailed: ({ itemName, failure }) =>
    t('ordering.cart.changeFailed', {
      item: itemName || t('ordering.cart.yourCart'),
      reason: failureText(failure),
    }),
  cartSwitchFailed: ({ itemName, failure }) =>
    t('ordering.cart.switchFailed', { item: dishName(itemName), reason: failureText(failure) }),
  cartLoadFailed: ({ failure }) => t('ordering.cart.loadFailed', { reason: failureText(failure) }),
  cartServerDecision: ({ decision }) => serverDecisionText(decision),
  keptCartOffer: () => t('ordering.cart.keptOffer'),
  keptCartRestore: () => t('ordering.cart.restore'),
  orderCancelled: ({ orderId }) => t('ordering.cancel.done', { id: orderId }),
  ordersFetchFailed: ({ failure }) => failureText(failure),
  ratingOnlyDelivered: () => t('ordering.rating.onlyDelivered'),
  ratingSubmitted: () => t('ordering.rating.submitted'),
  ratingFailed: ({ failure }) => ratingFailureText(failure),
  ratingHeld: () => t('ordering.rating.held'),
  reorderFailed: ({ failure }) => t('ordering.reorder.failed', { reason: failureText(failure) }),
  reorderNothingAvailable: () => t('ordering.reorder.nothingAvailable'),
  reorderCartNotReady: () => t('ordering.reorder.cartNotReady'),
  reorderAddedToCart: ({ alreadyInCart }) => t('ordering.reorder.addedToCart', { count: alreadyInCart }),
  reorderLeftOut: ({ names }) => t('ordering.reorder.leftOut', { count: names.length, names: names.join(', ') }),
  seatReorderFindJourney: ({ place }) =>
    t('ordering.reorder.findJourney', { train: place.trainNumber, station: place.stationName }),
  seatReorderStationsAhead: ({ place, reason }) =>
    t('ordering.reorder.stationsAhead', { station: place.stationName, reason: stopReason(reason) }),
  seatReorderNoStationAhead: ({ place, reason }) =>
    t('ordering.reorder.noStationAhead', { station: place.stationName, reason: stopReason(reason) }),
};
