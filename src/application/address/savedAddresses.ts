import type { Address } from '../../domain/address/Address';
import { AddressListSchema } from '../../domain/address/addressSchema';
import { toLatestAddress } from '../../domain/address/addressViews';
import { type KeyValueStore, StorageKeys } from '../../infrastructure/ports/KeyValueStore';

/** The locally saved address list (userAddresses); an unreadable one counts as empty. */
export function readSavedAddresses(storage: KeyValueStore): Address[] {
  try {
    const parsed = AddressListSchema.safeParse(JSON.parse(storage.getItem(StorageKeys.userAddresses) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Saves the list while it is non-empty; an empty list removes the stale copy. */
export function saveAddresses(storage: KeyValueStore, addresses: readonly Address[]) {
  if (addresses.length > 0) storage.setItem(StorageKeys.userAddresses, JSON.stringify(addresses));
  else storage.removeItem(StorageKeys.userAddresses);
}

/** Caches the chosen delivery address as latestAddress {locationName, locationSubtext}. */
export function cacheLatestAddress(storage: KeyValueStore, address: Address) {
  storage.setItem(StorageKeys.latestAddress, JSON.stringify(toLatestAddress(address)));
}
