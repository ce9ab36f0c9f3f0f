import { inject, injectable } from 'inversify';
import type { Address } from '../../../domain/address/Address';
import { AddressListSchema } from '../../../domain/address/addressSchema';
import { toLatestAddress } from '../../../domain/address/addressViews';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { SavedAddressStorage } from '../../ports/SavedAddressStorage';

/**
 * The addresses under userAddresses, latestAddress and railbite.noAddressPromptDismissed; what is read back is parsed.
 */
@injectable()
export class KeyValueSavedAddressStorage implements SavedAddressStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): Address[] {
    try {
      const parsed = AddressListSchema.safeParse(JSON.parse(this.storage.getItem(StorageKeys.userAddresses) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  save(addresses: readonly Address[]) {
    if (addresses.length > 0) this.storage.setItem(StorageKeys.userAddresses, JSON.stringify(addresses));
    else this.storage.removeItem(StorageKeys.userAddresses);
  }

  saveLatest(address: Address) {
    this.storage.setItem(StorageKeys.latestAddress, JSON.stringify(toLatestAddress(address)));
  }

  promptDismissed(): boolean {
    return this.storage.getItem(StorageKeys.noAddressPromptDismissed) !== null;
  }

  dismissPrompt() {
    this.storage.setItem(StorageKeys.noAddressPromptDismissed, 'true');
  }

  clear() {
    this.storage.removeItem(StorageKeys.userAddresses);
    this.storage.removeItem(StorageKeys.noAddressPromptDismissed);
  }
}
