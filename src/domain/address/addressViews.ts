import { z } from 'zod/mini';
import type { Address } from './Address';

/** The header's "second reading" of an address (FEATURES F-address). */
export interface HeaderAddressView {
  id: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  isDefault: boolean;
}

/** Maps an address to the header's view: line 1 is the complete address, line 2 the landmark and area. */
export function toHeaderView(address: Address): HeaderAddressView {
  return {
    id: address.id,
    addressLine1: address.completeAddress,
    addressLine2: [address.landmark, address.area].filter((part) => part && part.trim() !== '').join(', '),
    city: address.city,
    state: address.state ?? '',
    pincode: address.pincode,
    isDefault: address.isDefault,
  };
}

/** The local cache 'latestAddress' (FEATURES F-address). */
export const LatestAddressSchema = z.object({ locationName: z.string(), locationSubtext: z.string() });
export type LatestAddress = z.infer<typeof LatestAddressSchema>;

/** locationName is line 1; locationSubtext is "city, state pincode" (state left out when unknown). */
export function toLatestAddress(address: Address): LatestAddress {
  const view = toHeaderView(address);
  const region = [view.state, view.pincode].filter(Boolean).join(' ');
  return { locationName: view.addressLine1, locationSubtext: [view.city, region].filter(Boolean).join(', ') };
}

/** The drop address shown on tracking: both parts joined by a comma and a space. */
export const dropAddressText = (latest: LatestAddress): string => `${latest.locationName}, ${latest.locationSubtext}`;
