import type { Address } from '../../domain/address/Address';
import type { LatestAddress } from '../../domain/address/addressViews';

/**
 * The customer's addresses kept on the device: the list (userAddresses), the delivery address last chosen
 * (latestAddress) and whether 'Browse Without Address' was chosen (so a reload does not ask again).
 */
export interface SavedAddressStorage {
  /** The saved list; an unreadable one counts as empty. */
  read(): Address[];
  /** Saves the list while it is non-empty; an empty list removes the stale copy. */
  save(addresses: readonly Address[]): void;
  /** Keeps the chosen delivery address as {locationName, locationSubtext} for the header. */
  saveLatest(address: Address): void;
  /** The delivery address last chosen as kept for the header, or null when none (or nothing readable) is kept. */
  readLatest(): LatestAddress | null;
  promptDismissed(): boolean;
  dismissPrompt(): void;
  /** Forgets the list and the dismissed prompt (signing out). */
  clear(): void;
}

export const SavedAddressStorageToken = Symbol.for('SavedAddressStorage');
