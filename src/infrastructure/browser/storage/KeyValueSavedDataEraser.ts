import { inject, injectable } from 'inversify';
import {
  type KeyValueStore,
  KeyValueStoreToken,
  PER_CUSTOMER_KEYS,
  PER_CUSTOMER_TAB_KEYS,
  StorageKeys,
  TabKeyValueStoreToken,
} from '../../ports/KeyValueStore';
import type { SavedDataEraser } from '../../ports/SavedDataEraser';
import { eraseSeenCaches } from '../offline/eraseSeenCaches';

const eraseCaches = () =>
  void eraseSeenCaches().catch((error: unknown) => console.warn('Could not erase the cached pictures', error));

/**
 * Removes the app's local-storage keys (the per-customer ones, or every one the app writes), the customer's keys of
 * this tab's storage (an address form's draft) and the service worker's caches of what the customer has seen (dish
 * pictures): the next person on the device finds nothing of theirs.
 */
@injectable()
export class KeyValueSavedDataEraser implements SavedDataEraser {
  constructor(
    @inject(KeyValueStoreToken) private readonly storage: KeyValueStore,
    @inject(TabKeyValueStoreToken) private readonly tab: KeyValueStore,
  ) {}

  eraseCustomerData() {
    for (const key of PER_CUSTOMER_KEYS) this.storage.removeItem(key);
    for (const key of PER_CUSTOMER_TAB_KEYS) this.tab.removeItem(key);
    eraseCaches();
  }

  eraseAll() {
    for (const key of Object.values(StorageKeys)) this.storage.removeItem(key);
    for (const key of PER_CUSTOMER_TAB_KEYS) this.tab.removeItem(key);
    eraseCaches();
  }
}
