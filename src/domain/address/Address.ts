/** Address types (FEATURES F-address): HOME, WORK, OTHERS, worded by the UI (Home, Work, Other; src/ui/i18n). */
export const ADDRESS_TYPES = ['HOME', 'WORK', 'OTHERS'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_TYPE: AddressType = 'HOME';

/** The address form's fields that may not be left empty (landmark is optional). */
export const REQUIRED_ADDRESS_FIELDS = ['completeAddress', 'area', 'city', 'pincode'] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

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
  /** Filled from the map when known; the header's second reading shows it (FEATURES F-address). */
  state?: string;
}

/** What the customer fills in to add or edit an address; the server assigns the id and keeps the default. */
export type AddressDraft = Omit<Address, 'id' | 'isDefault'>;

/** A blank add-address form: type Home, no map point yet (0, 0 means "not chosen"). */
export const emptyAddressDraft = (): AddressDraft => ({
  addressType: DEFAULT_ADDRESS_TYPE,
  completeAddress: '',
  area: '',
  city: '',
  pincode: '',
  landmark: '',
  latitude: 0,
  longitude: 0,
  placeId: '',
  state: '',
});

/** The editable part of a saved address, for the edit form. */
export function draftOf(address: Address): AddressDraft {
  const { id: _id, isDefault: _isDefault, ...draft } = address;
  return { ...emptyAddressDraft(), ...draft, landmark: draft.landmark ?? '', state: draft.state ?? '' };
}
