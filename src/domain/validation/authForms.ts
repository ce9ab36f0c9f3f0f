import { isValidEmail } from './email';
import type { FormProblem, ProblemOf } from './formProblem';
import { isNameTooLong, NAME_MAX_LENGTH } from './name';
import { isValidPhone } from './phone';
import { meetsPasswordRules, PASSWORD_MIN_LENGTH } from './password';

export type FieldErrors<Field extends string, Problem = FormProblem> = Partial<Record<Field, Problem>>;

const blank = (value: string) => value.trim() === '';
const REQUIRED = { kind: 'required' } as const;
const PHONE = { kind: 'phone' } as const;
const EMAIL = { kind: 'email' } as const;

export interface LoginInput {
  phone: string;
  password: string;
}

/** Login: all fields required; a phone must look like an Indian mobile number. */
export function validateLogin({ phone, password }: LoginInput): FieldErrors<keyof LoginInput> {
  const errors: FieldErrors<keyof LoginInput> = {};
  if (blank(phone)) errors.phone = REQUIRED;
  else if (!isValidPhone(phone)) errors.phone = PHONE;
  if (password === '') errors.password = REQUIRED;
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
  if (blank(name)) errors.name = REQUIRED;
  else if (isNameTooLong(name)) errors.name = { kind: 'nameTooLong', max: NAME_MAX_LENGTH };
  if (blank(phone)) errors.phone = REQUIRED;
  else if (!isValidPhone(phone)) errors.phone = PHONE;
  if (blank(email)) errors.email = REQUIRED;
  else if (!isValidEmail(email)) errors.email = EMAIL;
  if (password === '') errors.password = REQUIRED;
  else if (!meetsPasswordRules(password)) errors.password = { kind: 'weakPassword', min: PASSWORD_MIN_LENGTH };
  return errors;
}

export type ForgotPasswordProblem = ProblemOf<'emailAndPhoneRequired' | 'email' | 'phone'>;

/** Forgot password: one problem at a time, in the spec's order. */
export function validateForgotPassword(email: string, phone: string): ForgotPasswordProblem | null {
  if (blank(email) || blank(phone)) return { kind: 'emailAndPhoneRequired' };
  if (!isValidEmail(email)) return EMAIL;
  if (!isValidPhone(phone)) return PHONE;
  return null;
}

export type ResetPasswordProblem = ProblemOf<'allFieldsRequired' | 'passwordRulesUnmet' | 'passwordsDiffer'>;

/** Reset password: both fields, every rule, then equality. */
export function validateResetPassword(password: string, confirmation: string): ResetPasswordProblem | null {
  if (password === '' || confirmation === '') return { kind: 'allFieldsRequired' };
  if (!meetsPasswordRules(password)) return { kind: 'passwordRulesUnmet' };
  if (password !== confirmation) return { kind: 'passwordsDiffer' };
  return null;
}
