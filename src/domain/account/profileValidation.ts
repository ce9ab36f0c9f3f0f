import { meetsPasswordRules, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../validation/password';
import { isNameTooLong, NAME_TOO_LONG_TEXT } from '../validation/name';
import { withoutIndianPrefix } from '../validation/phone';

/** Profile and password-change rules of FEATURES F-account. */
export const PROFILE_EMAIL_MAX_LENGTH = 100;

export const NAME_REQUIRED_TEXT = 'Name is required';
export const EMAIL_REQUIRED_TEXT = 'Email is required';
export const EMAIL_TOO_LONG_TEXT = 'Email must not exceed 100 characters';
export const MOBILE_REQUIRED_TEXT = 'Mobile number is required';
export const MOBILE_FIRST_DIGIT_TEXT = 'Mobile number must start with 6, 7, 8, or 9';
export const MOBILE_LENGTH_TEXT = 'Mobile number must be exactly 10 digits';
export const MOBILE_INVALID_TEXT = 'Please enter a valid mobile number';
export const FIX_ERRORS_TEXT = 'Fix all validation errors before saving';
export const PASSWORD_REQUIRED_TEXT = 'Password is required';
export const PASSWORD_TOO_SHORT_TEXT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_COMPOSITION_TEXT = `Password must include at least one uppercase letter, one lowercase letter, one number, and one special character ${PASSWORD_SPECIAL_CHARACTERS}`;
export const PROFILE_PASSWORDS_DIFFER_TEXT = 'Passwords do not match.';
export const INVALID_OTP_TEXT = 'Please enter a valid 6-digit OTP';

/** 'Please enter a valid email format (e.g., {email})' with the configured example address. */
export const emailFormatText = (exampleEmail: string) => `Please enter a valid email format (e.g., ${exampleEmail})`;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProfileName(name: string): string | null {
  if (!name.trim()) return NAME_REQUIRED_TEXT;
  return isNameTooLong(name) ? NAME_TOO_LONG_TEXT : null;
}

export function validateProfileEmail(email: string, exampleEmail: string): string | null {
  const value = email.trim();
  if (!value) return EMAIL_REQUIRED_TEXT;
  // The spec's order: required, then the format, then the length.
  if (!SIMPLE_EMAIL.test(value)) return emailFormatText(exampleEmail);
  if (value.length > PROFILE_EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG_TEXT;
  return null;
}

/** Digits of a mobile number typed with spaces, dashes or brackets. */
export const mobileDigits = (mobile: string): string => mobile.replace(/[\s\-()]/g, '');

export function validateProfileMobile(mobile: string): string | null {
  const digits = mobileDigits(mobile);
  if (!digits) return MOBILE_REQUIRED_TEXT;
  if (!/^\d+$/.test(digits)) return MOBILE_INVALID_TEXT;
  if (!/^[6-9]/.test(digits)) return MOBILE_FIRST_DIGIT_TEXT;
  if (digits.length !== 10) return MOBILE_LENGTH_TEXT;
  return null;
}

/**
 * What the mobile input keeps of a keystroke: only digits, spaces, dashes and brackets, and never more
 * than 10 digits (the previous value is kept when the new one breaks either rule). A pasted number
 * loses India's prefix first.
 */
export function acceptMobileInput(previous: string, next: string): string {
  const national = withoutIndianPrefix(next);
  if (!/^[\d\s\-()]*$/.test(national)) return previous;
  return national.replace(/\D/g, '').length > 10 ? previous : national;
}

/**
 * The Security tab's password: the one rule of every place a password is set (sign-up, reset, here), so a password
 * accepted in one is accepted in all; the messages say which part is missing.
 */
export function validateNewPassword(password: string): string | null {
  if (!password) return PASSWORD_REQUIRED_TEXT;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_TEXT;
  return meetsPasswordRules(password) ? null : PASSWORD_COMPOSITION_TEXT;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PROFILE_PASSWORDS_DIFFER_TEXT;
}

export const validateProfileOtp = (otp: string): string | null => (/^\d{6}$/.test(otp) ? null : INVALID_OTP_TEXT);
