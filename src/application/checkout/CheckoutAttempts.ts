import { type CheckoutAttempt, uuidV4 } from '../../domain/checkout/checkoutAttempt';
import type { CheckoutAttemptStorage } from '../../infrastructure/ports/CheckoutAttemptStorage';
import { randomBytes } from '../shared/idempotencyKey';

/**
 * The Idempotency-Key of the current checkout attempt, saved on the device (one customer's, forgotten on
 * sign-out) so that a reload after a timeout still retries the same attempt. A changed request (cart, destination,
 * tip, instructions or payment method) is a new attempt; so is anything after an order resulted or the server
 * refused.
 */
export class CheckoutAttempts {
  constructor(
    private readonly storage: CheckoutAttemptStorage,
    private readonly random: () => Uint8Array = randomBytes,
  ) {}

  /** The key for an attempt at `fingerprint`: the saved one when it was made for the same request, else a new one. */
  keyFor(fingerprint: string): string {
    const saved = this.storage.read();
    if (saved?.fingerprint === fingerprint) return saved.key;
    const attempt: CheckoutAttempt = { key: uuidV4(this.random()), fingerprint };
    this.storage.save(attempt);
    return attempt.key;
  }

  /** The attempt is over (an order resulted, or the server refused it): the next one gets a new key. */
  end() {
    this.storage.forget();
  }
}
