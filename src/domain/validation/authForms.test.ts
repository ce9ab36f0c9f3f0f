import { describe, expect, it } from 'vitest';
import {
  FORGOT_BOTH_REQUIRED_TEXT,
  PASSWORDS_DIFFER_TEXT,
  REQUIRED_FIELD_TEXT,
  RESET_FIELDS_REQUIRED_TEXT,
  RESET_RULES_TEXT,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignup,
} from './authForms';
import { INVALID_EMAIL_TEXT } from './email';
import { NAME_TOO_LONG_TEXT } from './name';
import { INVALID_PHONE_TEXT } from './phone';

describe('forgot password (FEATURES F-foundation)', () => {
  it.each([
    ['', '9876543210', FORGOT_BOTH_REQUIRED_TEXT],
    ['a@b.co', '  ', FORGOT_BOTH_REQUIRED_TEXT],
    ['not-an-email', '9876543210', INVALID_EMAIL_TEXT],
    ['a@b.co', '1234567890', INVALID_PHONE_TEXT],
    ['a@b.co', '98765', INVALID_PHONE_TEXT],
    ['a@b.co', '9876543210', null],
  ])('%s / %s → %s', (email, phone, expected) => expect(validateForgotPassword(email, phone)).toBe(expected));
});

describe('reset password (FEATURES F-foundation)', () => {
  it.each([
    ['', '', RESET_FIELDS_REQUIRED_TEXT],
    ['Rail@1234', '', RESET_FIELDS_REQUIRED_TEXT],
    ['railbite', 'railbite', RESET_RULES_TEXT],
    ['Rail@1234', 'Rail@12345', PASSWORDS_DIFFER_TEXT],
    ['Rail@1234', 'Rail@1234', null],
  ])('%s / %s → %s', (password, confirmation, expected) =>
    expect(validateResetPassword(password, confirmation)).toBe(expected),
  );
});

describe('login and sign-up', () => {
  it('requires every login field', () => {
    expect(validateLogin({ phone: '', password: '' })).toEqual({
      phone: REQUIRED_FIELD_TEXT,
      password: REQUIRED_FIELD_TEXT,
    });
    expect(validateLogin({ phone: '9876543210', password: 'x' })).toEqual({});
  });
  it('requires every sign-up field and an e-mail address', () => {
    expect(validateSignup({ name: '', phone: '', email: '', password: '' })).toEqual({
      name: REQUIRED_FIELD_TEXT,
      phone: REQUIRED_FIELD_TEXT,
      email: REQUIRED_FIELD_TEXT,
      password: REQUIRED_FIELD_TEXT,
    });
    expect(validateSignup({ name: 'Asha', phone: '9876543210', email: 'asha@', password: 'Rail@1234' }).email).toBe(
      INVALID_EMAIL_TEXT,
    );
    expect(validateSignup({ name: 'Asha', phone: '9876543210', email: 'asha@x.in', password: 'Rail@1234' })).toEqual(
      {},
    );
  });
  it('refuses a sign-up name longer than 50 characters, with a message', () => {
    const signup = (name: string) =>
      validateSignup({ name, phone: '9876543210', email: 'asha@x.in', password: 'Rail@1234' }).name;
    expect(signup('A'.repeat(300))).toBe(NAME_TOO_LONG_TEXT);
    expect(signup('A'.repeat(51))).toBe(NAME_TOO_LONG_TEXT);
    expect(signup('A'.repeat(50))).toBeUndefined();
  });
});
