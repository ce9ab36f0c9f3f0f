import type { AddressDraft } from './Address';
import { blank, isValidPincode, PINCODE_TEXT } from './addressValidation';

/**
 * What each required field says when it is left empty, beside the form's one message. Only the form marks fields
 * (the server answers with the one message), so this stays out of the demo backend's files.
 */
export const ADDRESS_FIELD_REQUIRED_TEXT = {
  completeAddress: 'Complete address is required',
  area: 'Area is required',
  city: 'City is required',
  pincode: 'Pincode is required',
} as const;

export type RequiredAddressField = keyof typeof ADDRESS_FIELD_REQUIRED_TEXT;

/**
 * Each field in error, so the form can mark it beside the one message above (which may be out of sight on a phone):
 * an empty required field, and a pincode that is not 6 digits.
 */
export function addressFieldErrors(draft: AddressDraft): Partial<Record<RequiredAddressField, string>> {
  const errors: Partial<Record<RequiredAddressField, string>> = {};
  for (const field of Object.keys(ADDRESS_FIELD_REQUIRED_TEXT) as RequiredAddressField[]) {
    if (blank(draft[field])) errors[field] = ADDRESS_FIELD_REQUIRED_TEXT[field];
  }
  if (!errors.pincode && !isValidPincode(draft.pincode)) errors.pincode = PINCODE_TEXT;
  return errors;
}
