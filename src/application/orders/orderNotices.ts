import type { ServerDecision } from '../../domain/cart/settleStep';
import type { Failure } from '../../domain/errors/failure';
import type { TrainOrderPlace } from '../../domain/train/trainOrder';

/** A cart change the server refused or could not take: rolled back (an empty itemName: the cart as a whole). */
export interface CartChangeFailedNotice {
  kind: 'cartChangeFailed';
  itemName: string;
  failure: Failure;
}

/** A new restaurant's first dish was refused: the earlier cart was kept. */
export interface CartSwitchFailedNotice {
  kind: 'cartSwitchFailed';
  itemName: string;
  failure: Failure;
}

/**
 * The toasts of cart, checkout and orders, as typed outcomes the UI words (src/ui/i18n/notices/orderNoticeText.ts):
 * stores say what happened, never in English.
 */
export type OrderNotice =
  | CartChangeFailedNotice
  | CartSwitchFailedNotice
  /** The server's cart could not be read at start-up or sign-in: the cart shown may be out of date. */
  | { kind: 'cartLoadFailed'; failure: Failure }
  /** The server took a cart change differently (capped, dropped an option, refused the dish quietly). */
  | { kind: 'cartServerDecision'; decision: ServerDecision }
  /** The cart kept from before the session ended is offered back, with its 'Restore cart' action. */
  | { kind: 'keptCartOffer' }
  | { kind: 'keptCartRestore' }
  | { kind: 'orderCancelled'; orderId: string }
  /** Order History's page could not be read. */
  | { kind: 'ordersFetchFailed'; failure: Failure }
  | { kind: 'ratingOnlyDelivered' }
  | { kind: 'ratingSubmitted' }
  | { kind: 'ratingFailed'; failure: Failure }
  /** A rating that found no signal is kept and sent later. */
  | { kind: 'ratingHeld' }
  | { kind: 'reorderFailed'; failure: Failure }
  | { kind: 'reorderNothingAvailable' }
  | { kind: 'reorderCartNotReady' }
  /** The order's dishes joined `alreadyInCart` dishes of the same restaurant. */
  | { kind: 'reorderAddedToCart'; alreadyInCart: number }
  /** The order's lines no longer on today's menu, by the name the order shows. */
  | { kind: 'reorderLeftOut'; names: string[] }
  /** A seat order's kitchen delivers only at its station: the passenger must find the journey to order again. */
  | { kind: 'seatReorderFindJourney'; place: TrainOrderPlace }
  /** The seat order's station takes no order from its kitchen now (`reason`, the train's words), and one ahead does. */
  | { kind: 'seatReorderStationsAhead'; place: TrainOrderPlace; reason: string | null }
  /** Neither the order's station nor any ahead takes an order now. */
  | { kind: 'seatReorderNoStationAhead'; place: TrainOrderPlace; reason: string | null };
