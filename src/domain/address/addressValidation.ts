import type { ProblemOf } from '../validation/formProblem';
import type { AddressDraft } from './Address';

export type AddressDraftProblem = ProblemOf<'addressFieldsRequired' | 'mapPoint' | 'pincode'>;

/** Indian postal codes: exactly 6 digits (FEATURES F-address). */
export const PINCODE_LENGTH = 6;
const PINCODE_PATTERN = /^\d{6}$/;

/** True for a 6-digit pincode. */
export const isValidPincode = (pincode: string): boolean => PINCODE_PATTERN.test(pincode.trim());

/** Keeps only digits and at most 6 of them, for the pincode input (maximum length 6). */
export const sanitizePincodeInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

/** True when a map point was chosen: neither coordinate is 0 and both are real numbers. */
export const hasMapPoint = ({ latitude, longitude }: Pick<AddressDraft, 'latitude' | 'longitude'>): boolean =>
  Number.isFinite(latitude) && Number.isFinite(longitude) && latitude !== 0 && longitude !== 0;

export const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * Address add/edit rules (FEATURES F-address), one problem at a time in the spec's order: complete address, area,
 * city and pincode are required; a map point must be chosen; the pincode has 6 digits. Landmark is optional.
 * Returns null when the draft may be saved.
 */
export function validateAddressDraft(draft: AddressDraft): AddressDraftProblem | null {
  if ([draft.completeAddress, draft.area, draft.city, draft.pincode].some(blank))
    return { kind: 'addressFieldsRequired' };
  if (!hasMapPoint(draft)) return { kind: 'mapPoint' };
  if (!isValidPincode(draft.pincode)) return { kind: 'pincode' };
  return null;
}
