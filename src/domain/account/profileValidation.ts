import type { ProblemOf } from '../validation/formProblem';
import { meetsPasswordRules, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../validation/password';
import { isNameTooLong, NAME_MAX_LENGTH } from '../validation/name';
import { withoutIndianPrefix } from '../validation/phone';

/** Profile and password-change rules of FEATURES F-account. */
export const PROFILE_EMAIL_MAX_LENGTH = 100;

export type ProfileNameProblem = ProblemOf<'nameRequired' | 'nameTooLong'>;
export type ProfileEmailProblem = ProblemOf<'emailRequired' | 'emailFormat' | 'emailTooLong'>;
export type ProfileMobileProblem = ProblemOf<'mobileRequired' | 'mobileInvalid' | 'mobileFirstDigit' | 'mobileLength'>;
export type NewPasswordProblem = ProblemOf<'passwordRequired' | 'passwordTooShort' | 'passwordComposition'>;
/** Any problem of the profile's fields (the server refuses with the first). */
export type ProfileProblem = ProfileNameProblem | ProfileEmailProblem | ProfileMobileProblem;

/** Save was pressed while a field is in error. */
export const FIX_ERRORS = { kind: 'fixErrors' } as const;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProfileName(name: string): ProfileNameProblem | null {
  if (!name.trim()) return { kind: 'nameRequired' };
  return isNameTooLong(name) ? { kind: 'nameTooLong', max: NAME_MAX_LENGTH } : null;
}

/** The format's message shows `exampleEmail` (the configured support address) as the example. */
export function validateProfileEmail(email: string, exampleEmail: string): ProfileEmailProblem | null {
  const value = email.trim();
  if (!value) return { kind: 'emailRequired' };
  // The spec's order: required, then the format, then the length.
  if (!SIMPLE_EMAIL.test(value)) return { kind: 'emailFormat', example: exampleEmail };
  if (value.length > PROFILE_EMAIL_MAX_LENGTH) return { kind: 'emailTooLong', max: PROFILE_EMAIL_MAX_LENGTH };
  return null;
}

/** Digits of a mobile number typed with spaces, dashes or brackets. */
export const mobileDigits = (mobile: string): string => mobile.replace(/[\s\-()]/g, '');

export function validateProfileMobile(mobile: string): ProfileMobileProblem | null {
  const digits = mobileDigits(mobile);
  if (!digits) return { kind: 'mobileRequired' };
  if (!/^\d+$/.test(digits)) return { kind: 'mobileInvalid' };
  if (!/^[6-9]/.test(digits)) return { kind: 'mobileFirstDigit' };
  if (digits.length !== 10) return { kind: 'mobileLength' };
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
 * accepted in one is accepted in all; the problem says which part is missing.
 */
export function validateNewPassword(password: string): NewPasswordProblem | null {
  if (!password) return { kind: 'passwordRequired' };
  if (password.length < PASSWORD_MIN_LENGTH) return { kind: 'passwordTooShort', min: PASSWORD_MIN_LENGTH };
  return meetsPasswordRules(password) ? null : { kind: 'passwordComposition', characters: PASSWORD_SPECIAL_CHARACTERS };
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ProblemOf<'confirmationDiffers'> | null {
  return password === confirmation ? null : { kind: 'confirmationDiffers' };
}

export const validateProfileOtp = (otp: string): ProblemOf<'otpInvalid'> | null =>
  /^\d{6}$/.test(otp) ? null : { kind: 'otpInvalid' };
