import { INVALID_EMAIL_TEXT, isValidEmail } from './email';
import { isNameTooLong, NAME_TOO_LONG_TEXT } from './name';
import { INVALID_PHONE_TEXT, isValidPhone } from './phone';
import { meetsPasswordRules, PASSWORD_MIN_LENGTH } from './password';

export const REQUIRED_FIELD_TEXT = 'This field is required';
export const FORGOT_BOTH_REQUIRED_TEXT = 'Please enter both email and phone number';
export const RESET_FIELDS_REQUIRED_TEXT = 'Please fill in all fields';
export const RESET_RULES_TEXT = 'Please ensure your password meets all requirements';
export const PASSWORDS_DIFFER_TEXT = 'Passwords do not match';
export const SIGNUP_PASSWORD_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters with an uppercase and a lowercase letter, a number and a special character`;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: string) => value.trim() === '';

export interface LoginInput {
  phone: string;
  password: string;
}

/** Login: all fields required; a phone must look like an Indian mobile number. */
export function validateLogin({ phone, password }: LoginInput): FieldErrors<keyof LoginInput> {
  const errors: FieldErrors<keyof LoginInput> = {};
  if (blank(phone)) errors.phone = REQUIRED_FIELD_TEXT;
  else if (!isValidPhone(phone)) errors.phone = INVALID_PHONE_TEXT;
  if (password === '') errors.password = REQUIRED_FIELD_TEXT;
  return errors;
}

export interface SignupInput {
  name: string;
  phone: string;
  email: string;
  password: string;
}

/**
 * Sign-up: all fields required, a name of at most 50 characters, an e-mail address, a valid phone and a password
 * that meets the rules.
 */
export function validateSignup({ name, phone, email, password }: SignupInput): FieldErrors<keyof SignupInput> {
  const errors: FieldErrors<keyof SignupInput> = {};
  if (blank(name)) errors.name = REQUIRED_FIELD_TEXT;
  else if (isNameTooLong(name)) errors.name = NAME_TOO_LONG_TEXT;
  if (blank(phone)) errors.phone = REQUIRED_FIELD_TEXT;
  else if (!isValidPhone(phone)) errors.phone = INVALID_PHONE_TEXT;
  if (blank(email)) errors.email = REQUIRED_FIELD_TEXT;
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_TEXT;
  if (password === '') errors.password = REQUIRED_FIELD_TEXT;
  else if (!meetsPasswordRules(password)) errors.password = SIGNUP_PASSWORD_TEXT;
  return errors;
}

/** Forgot password: one message at a time, in the spec's order. */
export function validateForgotPassword(email: string, phone: string): string | null {
  if (blank(email) || blank(phone)) return FORGOT_BOTH_REQUIRED_TEXT;
  if (!isValidEmail(email)) return INVALID_EMAIL_TEXT;
  if (!isValidPhone(phone)) return INVALID_PHONE_TEXT;
  return null;
}

/** Reset password: both fields, every rule, then equality. */
export function validateResetPassword(password: string, confirmation: string): string | null {
  if (password === '' || confirmation === '') return RESET_FIELDS_REQUIRED_TEXT;
  if (!meetsPasswordRules(password)) return RESET_RULES_TEXT;
  if (password !== confirmation) return PASSWORDS_DIFFER_TEXT;
  return null;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);
