import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { CheckoutAttempt } from '../../../domain/checkout/checkoutAttempt';
import type { CheckoutAttemptStorage } from '../../ports/CheckoutAttemptStorage';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import { readStoredJson, writeStoredJson } from './storedJson';

const SavedAttemptSchema = z.object({ key: z.string().check(z.minLength(1)), fingerprint: z.string() });

/** The checkout attempt under railbite.checkoutAttempt (a per-customer key, removed on sign-out). */
@injectable()
export class KeyValueCheckoutAttemptStorage implements CheckoutAttemptStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): CheckoutAttempt | null {
    return readStoredJson(this.storage, StorageKeys.checkoutAttempt, SavedAttemptSchema);
  }

  save(attempt: CheckoutAttempt) {
    writeStoredJson(this.storage, StorageKeys.checkoutAttempt, attempt);
  }

  forget() {
    this.storage.removeItem(StorageKeys.checkoutAttempt);
  }
}
