import { ADDRESS_FIELD_REQUIRED_TEXT } from '../../domain/address/addressFieldErrors';
import { ADDRESS_MAP_POINT_TEXT, ADDRESS_REQUIRED_TEXT, PINCODE_TEXT } from '../../domain/address/addressValidation';
import {
  EMAIL_REQUIRED_TEXT,
  EMAIL_TOO_LONG_TEXT,
  FIX_ERRORS_TEXT,
  INVALID_OTP_TEXT,
  MOBILE_FIRST_DIGIT_TEXT,
  MOBILE_INVALID_TEXT,
  MOBILE_LENGTH_TEXT,
  MOBILE_REQUIRED_TEXT,
  NAME_REQUIRED_TEXT,
  PASSWORD_COMPOSITION_TEXT,
  PASSWORD_REQUIRED_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  PROFILE_PASSWORDS_DIFFER_TEXT,
} from '../../domain/account/profileValidation';
import {
  FORGOT_BOTH_REQUIRED_TEXT,
  PASSWORDS_DIFFER_TEXT,
  REQUIRED_FIELD_TEXT,
  RESET_FIELDS_REQUIRED_TEXT,
  RESET_RULES_TEXT,
  SIGNUP_PASSWORD_TEXT,
} from '../../domain/validation/authForms';
import { INVALID_EMAIL_TEXT } from '../../domain/validation/email';
import { NAME_MAX_LENGTH, NAME_TOO_LONG_TEXT } from '../../domain/validation/name';
import { INCOMPLETE_OTP_TEXT } from '../../domain/validation/otp';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../../domain/validation/password';
import { INVALID_PHONE_TEXT } from '../../domain/validation/phone';
import { LOCATION_FAILURE_TEXT } from '../../domain/geo/LocationFailure';
import { MAPS_TEXT } from '../../domain/geo/mapRules';
import { type MessageId, type MessageValues, t } from './i18n';

type Wording = MessageId | [MessageId, MessageValues];

/**
 * The form rules' and the maps' messages (domain constants, in English) and their catalog ids. The rules return
 * their English text; the UI words a known one in the customer's language and shows any other (a server's own
 * words) as it came.
 */
const KNOWN: ReadonlyMap<string, Wording> = new Map<string, Wording>([
  [INVALID_PHONE_TEXT, 'account.error.phone'],
  [INCOMPLETE_OTP_TEXT, 'account.error.otpIncomplete'],
  [REQUIRED_FIELD_TEXT, 'account.error.required'],
  [FORGOT_BOTH_REQUIRED_TEXT, 'account.error.forgotBoth'],
  [RESET_FIELDS_REQUIRED_TEXT, 'account.error.resetFields'],
  [RESET_RULES_TEXT, 'account.error.resetRules'],
  [PASSWORDS_DIFFER_TEXT, 'account.error.passwordsDiffer'],
  [SIGNUP_PASSWORD_TEXT, ['account.error.signupPassword', { count: PASSWORD_MIN_LENGTH }]],
  [NAME_TOO_LONG_TEXT, ['account.error.nameTooLong', { count: NAME_MAX_LENGTH }]],
  [INVALID_EMAIL_TEXT, 'account.error.email'],
  [ADDRESS_REQUIRED_TEXT, 'account.error.addressRequired'],
  [ADDRESS_MAP_POINT_TEXT, 'account.error.mapPoint'],
  [PINCODE_TEXT, 'account.error.pincode'],
  [ADDRESS_FIELD_REQUIRED_TEXT.completeAddress, 'account.error.completeAddress'],
  [ADDRESS_FIELD_REQUIRED_TEXT.area, 'account.error.area'],
  [ADDRESS_FIELD_REQUIRED_TEXT.city, 'account.error.city'],
  [ADDRESS_FIELD_REQUIRED_TEXT.pincode, 'account.error.pincodeRequired'],
  [NAME_REQUIRED_TEXT, 'account.error.nameRequired'],
  [EMAIL_REQUIRED_TEXT, 'account.error.emailRequired'],
  [EMAIL_TOO_LONG_TEXT, 'account.error.emailTooLong'],
  [MOBILE_REQUIRED_TEXT, 'account.error.mobileRequired'],
  [MOBILE_FIRST_DIGIT_TEXT, 'account.error.mobileFirstDigit'],
  [MOBILE_LENGTH_TEXT, 'account.error.mobileLength'],
  [MOBILE_INVALID_TEXT, 'account.error.mobileInvalid'],
  [FIX_ERRORS_TEXT, 'account.error.fixErrors'],
  [PASSWORD_REQUIRED_TEXT, 'account.error.passwordRequired'],
  [PASSWORD_TOO_SHORT_TEXT, ['account.error.passwordTooShort', { count: PASSWORD_MIN_LENGTH }]],
  [PASSWORD_COMPOSITION_TEXT, ['account.error.passwordComposition', { characters: PASSWORD_SPECIAL_CHARACTERS }]],
  [PROFILE_PASSWORDS_DIFFER_TEXT, 'account.error.profilePasswordsDiffer'],
  [INVALID_OTP_TEXT, 'account.error.otpInvalid'],
  [LOCATION_FAILURE_TEXT.denied, 'account.maps.denied'],
  [LOCATION_FAILURE_TEXT.unavailable, 'account.maps.unavailable'],
  [LOCATION_FAILURE_TEXT.timeout, 'account.maps.timeout'],
  [LOCATION_FAILURE_TEXT.unsupported, 'account.maps.unsupported'],
  [LOCATION_FAILURE_TEXT.unknown, 'account.maps.unknown'],
  [MAPS_TEXT.notLoaded, 'account.maps.notLoaded'],
  [MAPS_TEXT.noAddressDetails, 'account.maps.noAddressDetails'],
  [MAPS_TEXT.notFound, 'account.maps.notFound'],
  [MAPS_TEXT.searchFailed, 'account.maps.searchFailed'],
  [MAPS_TEXT.currentLocationFailed, 'account.maps.currentLocationFailed'],
]);

/** Every message the rules are known to say (for the test that each reads in English as the rule says it). */
export const KNOWN_TEXTS: readonly string[] = [...KNOWN.keys()];

/** A form rule's message in the customer's language; a text the rules do not know is shown as it came. */
export function knownText(text: string): string {
  const wording = KNOWN.get(text);
  if (!wording) return text;
  return typeof wording === 'string' ? t(wording) : t(...wording);
}
