import type { CheckoutAttempt } from '../../domain/checkout/checkoutAttempt';

/**
 * The checkout attempt in progress (its Idempotency-Key), kept on the device so a reload after a timeout retries the
 * same attempt; it is one customer's, forgotten on sign-out.
 */
export interface CheckoutAttemptStorage {
  /** The saved attempt, or null when none (or nothing readable) is saved. */
  read(): CheckoutAttempt | null;
  save(attempt: CheckoutAttempt): void;
  forget(): void;
}

export const CheckoutAttemptStorageToken = Symbol.for('CheckoutAttemptStorage');
