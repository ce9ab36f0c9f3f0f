import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin, validateResetPassword, validateSignup } from './authForms';

const REQUIRED = { kind: 'required' };
const EMAIL = { kind: 'email' };
const PHONE = { kind: 'phone' };

describe('forgot password (FEATURES F-foundation)', () => {
  it.each([
    ['', '9876543210', { kind: 'emailAndPhoneRequired' }],
    ['a@b.co', '  ', { kind: 'emailAndPhoneRequired' }],
    ['not-an-email', '9876543210', EMAIL],
    ['a@b.co', '1234567890', PHONE],
    ['a@b.co', '98765', PHONE],
    ['a@b.co', '9876543210', null],
  ])('%s / %s → %s', (email, phone, expected) => expect(validateForgotPassword(email, phone)).toEqual(expected));
});

describe('reset password (FEATURES F-foundation)', () => {
  it.each([
    ['', '', { kind: 'allFieldsRequired' }],
    ['Rail@1234', '', { kind: 'allFieldsRequired' }],
    ['railbite', 'railbite', { kind: 'passwordRulesUnmet' }],
    ['Rail@1234', 'Rail@12345', { kind: 'passwordsDiffer' }],
    ['Rail@1234', 'Rail@1234', null],
  ])('%s / %s → %s', (password, confirmation, expected) =>
    expect(validateResetPassword(password, confirmation)).toEqual(expected),
  );
});

describe('login and sign-up', () => {
  it('requires every login field', () => {
    expect(validateLogin({ phone: '', password: '' })).toEqual({
      phone: REQUIRED,
      password: REQUIRED,
    });
    expect(validateLogin({ phone: '9876543210', password: 'x' })).toEqual({});
  });
  it('requires every sign-up field and an e-mail address', () => {
    expect(validateSignup({ name: '', phone: '', email: '', password: '' })).toEqual({
      name: REQUIRED,
      phone: REQUIRED,
      email: REQUIRED,
      password: REQUIRED,
    });
    expect(validateSignup({ name: 'Asha', phone: '9876543210', email: 'asha@', password: 'Rail@1234' }).email).toEqual(
      EMAIL,
    );
    expect(validateSignup({ name: 'Asha', phone: '9876543210', email: 'asha@x.in', password: 'Rail@1234' })).toEqual(
      {},
    );
  });
  it('refuses a sign-up name longer than 50 characters, with a message', () => {
    const signup = (name: string) =>
      validateSignup({ name, phone: '9876543210', email: 'asha@x.in', password: 'Rail@1234' }).name;
    expect(signup('A'.repeat(300))).toEqual({ kind: 'nameTooLong', max: 50 });
    expect(signup('A'.repeat(51))).toEqual({ kind: 'nameTooLong', max: 50 });
    expect(signup('A'.repeat(50))).toBeUndefined();
  });
});
