import { inject, injectable } from 'inversify';
import type { Address } from '../../../domain/address/Address';
import { AddressListSchema } from '../../../domain/address/addressSchema';
import { type LatestAddress, LatestAddressSchema, toLatestAddress } from '../../../domain/address/addressViews';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { SavedAddressStorage } from '../../ports/SavedAddressStorage';
import { readStoredJson, writeStoredJson } from './storedJson';

/**
 * The addresses under userAddresses, latestAddress and railbite.noAddressPromptDismissed; what is read back is parsed.
 */
@injectable()
export class KeyValueSavedAddressStorage implements SavedAddressStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): Address[] {
    return readStoredJson(this.storage, StorageKeys.userAddresses, AddressListSchema) ?? [];
  }

  save(addresses: readonly Address[]) {
    if (addresses.length > 0) writeStoredJson(this.storage, StorageKeys.userAddresses, addresses);
    else this.storage.removeItem(StorageKeys.userAddresses);
  }

  saveLatest(address: Address) {
    writeStoredJson(this.storage, StorageKeys.latestAddress, toLatestAddress(address));
  }

  readLatest(): LatestAddress | null {
    return readStoredJson(this.storage, StorageKeys.latestAddress, LatestAddressSchema);
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
