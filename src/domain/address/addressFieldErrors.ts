import type { ProblemOf } from '../validation/formProblem';
import { type AddressDraft, REQUIRED_ADDRESS_FIELDS, type RequiredAddressField } from './Address';
import { blank, isValidPincode } from './addressValidation';

export type AddressFieldProblem = ProblemOf<'addressFieldRequired' | 'pincode'>;

/**
 * Each field in error, so the form can mark it beside the form's one message (which may be out of sight on a phone):
 * an empty required field, and a pincode that is not 6 digits. Only the form marks fields (the server answers with
 * the one message), so this stays out of the demo backend's files.
 */
export function addressFieldErrors(draft: AddressDraft): Partial<Record<RequiredAddressField, AddressFieldProblem>> {
  const errors: Partial<Record<RequiredAddressField, AddressFieldProblem>> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (blank(draft[field])) errors[field] = { kind: 'addressFieldRequired', field };
  }
  if (!errors.pincode && !isValidPincode(draft.pincode)) errors.pincode = { kind: 'pincode' };
  return errors;
}
