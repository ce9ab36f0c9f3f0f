import type { RatingSubmission } from '../../domain/order/rating';

/**
 * Ratings submitted with no signal, kept on the device per customer until the server has them: a reload keeps them,
 * and they are sent when the signal returns (one per order: a newer rating of the same order replaces the older).
 */
export interface RatingOutbox {
  /** This customer's ratings waiting to be sent (another customer's are never returned). */
  pending(owner: string): RatingSubmission[];
  put(owner: string, submission: RatingSubmission): void;
  /** Forgets the order's rating once the server answered it. */
  settle(owner: string, orderId: string): void;
}

export const RatingOutboxToken = Symbol.for('RatingOutbox');
