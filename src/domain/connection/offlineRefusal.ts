import { AppError } from '../errors/AppError';
import { CANCEL_OFFLINE_TEXT, ORDER_OFFLINE_TEXT } from './connectionTexts';

/**
 * What only the server can do, so is refused offline rather than kept for later: placing an order (and paying), and
 * cancelling one (the kitchen may start meanwhile).
 */
export type OfflineAction = 'placeOrder' | 'cancelOrder';

const ENGLISH: Record<OfflineAction, string> = { placeOrder: ORDER_OFFLINE_TEXT, cancelOrder: CANCEL_OFFLINE_TEXT };

/**
 * `action` was refused because there is no signal. A 'network' AppError, so a retry keeps its Idempotency-Key; its
 * typed `action` lets the UI say it in the customer's language (failureOf gives `{ kind: 'offline', action }`).
 */
export class OfflineRefusal extends AppError {
  constructor(readonly action: OfflineAction) {
    super('network', ENGLISH[action]);
    this.name = 'OfflineRefusal';
  }
}
