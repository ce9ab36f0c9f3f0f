import { inject, injectable } from 'inversify';
import { type KeyValueStore, KeyValueStoreToken, PER_CUSTOMER_KEYS, StorageKeys } from '../../ports/KeyValueStore';
import type { SavedDataEraser } from '../../ports/SavedDataEraser';

/** Removes the app's local-storage keys: the per-customer ones, or every one the app writes. */
@injectable()
export class KeyValueSavedDataEraser implements SavedDataEraser {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  eraseCustomerData() {
    for (const key of PER_CUSTOMER_KEYS) this.storage.removeItem(key);
  }

  eraseAll() {
    for (const key of Object.values(StorageKeys)) this.storage.removeItem(key);
  }
}
