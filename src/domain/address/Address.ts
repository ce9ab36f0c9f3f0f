/** Address types and their labels (spec §3): HOME, WORK, OTHERS shown as Home, Work, Other. */
export const ADDRESS_TYPES = ['HOME', 'WORK', 'OTHERS'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_TYPE: AddressType = 'HOME';

export const ADDRESS_TYPE_LABEL: Record<AddressType, string> = { HOME: 'Home', WORK: 'Work', OTHERS: 'Other' };

/** A saved delivery address. Exactly one of a customer's addresses is the default. */
export interface Address {
  id: string;
  addressType: AddressType;
  completeAddress: string;
  area: string;
  city: string;
  pincode: string;
  landmark?: string;
  latitude: number;
  longitude: number;
  placeId: string;
  isDefault: boolean;
}
