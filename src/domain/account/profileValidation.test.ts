import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NAME_TOO_LONG_TEXT } from '../validation/name';
import { meetsPasswordRules } from '../validation/password';
import { withoutIndianPrefix } from '../validation/phone';
import {
  acceptMobileInput,
  EMAIL_REQUIRED_TEXT,
  EMAIL_TOO_LONG_TEXT,
  INVALID_OTP_TEXT,
  MOBILE_FIRST_DIGIT_TEXT,
  MOBILE_LENGTH_TEXT,
  MOBILE_REQUIRED_TEXT,
  NAME_REQUIRED_TEXT,
  PASSWORD_COMPOSITION_TEXT,
  PASSWORD_REQUIRED_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  PROFILE_PASSWORDS_DIFFER_TEXT,
  validateNewPassword,
  validatePasswordConfirmation,
  validateProfileEmail,
  validateProfileMobile,
  validateProfileName,
  validateProfileOtp,
} from './profileValidation';

describe('profile rules (FEATURES F-account)', () => {
  it('requires a name', () => {
    expect(validateProfileName('  ')).toBe(NAME_REQUIRED_TEXT);
    expect(validateProfileName('Asha')).toBeNull();
  });

  it('checks the e-mail in the spec order: required, simple format with the configured example, at most 100 characters', () => {
    expect(validateProfileEmail('', 'help@x.in')).toBe(EMAIL_REQUIRED_TEXT);
    expect(validateProfileEmail(`${'a'.repeat(95)}@x.com`, 'help@x.in')).toBe(EMAIL_TOO_LONG_TEXT);
    expect(validateProfileEmail(`${'a'.repeat(94)}@x.com`, 'help@x.in')).toBeNull();
    expect(validateProfileEmail('asha@', 'help@x.in')).toBe('Please enter a valid email format (e.g., help@x.in)');
    // Malformed and too long: the format is said first.
    expect(validateProfileEmail(`${'a'.repeat(120)}@`, 'help@x.in')).toBe(
      'Please enter a valid email format (e.g., help@x.in)',
    );
    expect(validateProfileEmail('asha@x.in', 'help@x.in')).toBeNull();
  });

  it.each([
    ['', MOBILE_REQUIRED_TEXT],
    ['5876543210', MOBILE_FIRST_DIGIT_TEXT],
    ['98765', MOBILE_LENGTH_TEXT],
    ['(987) 654-3210', null],
    ['98765 43210', null],
  ])('mobile %s → %s', (mobile, expected) => expect(validateProfileMobile(mobile)).toBe(expected));

  it('the mobile input keeps only digits, spaces, dashes and brackets, at most 10 digits', () => {
    expect(acceptMobileInput('98765', '98765a')).toBe('98765');
    expect(acceptMobileInput('9876543210', '98765432101')).toBe('9876543210');
    expect(acceptMobileInput('987', '987-6')).toBe('987-6');
    fc.assert(
      fc.property(fc.string(), fc.string(), (previous, next) => {
        const kept = acceptMobileInput(previous, next);
        return kept === previous || kept === withoutIndianPrefix(next);
      }),
    );
  });

  it("a mobile pasted with India's prefix keeps its own ten digits", () => {
    expect(acceptMobileInput('', '+91 98765 43210')).toBe('98765 43210');
    expect(acceptMobileInput('', '098765-43210')).toBe('98765-43210');
    expect(acceptMobileInput('', '+1 555 0100')).toBe('');
  });
});

describe('password change rules', () => {
  it.each([
    ['', PASSWORD_REQUIRED_TEXT],
    ['Ab@1', PASSWORD_TOO_SHORT_TEXT],
    ['Abc#12', PASSWORD_TOO_SHORT_TEXT],
    ['abcdef1@', PASSWORD_COMPOSITION_TEXT],
    ['ABCDEF1@', PASSWORD_COMPOSITION_TEXT],
    ['Abcdefg@', PASSWORD_COMPOSITION_TEXT],
    ['Abcdef12', PASSWORD_COMPOSITION_TEXT],
    ['Test_1234', null],
    ['Abcde1#x', null],
  ])('%s → %s', (password, expected) => expect(validateNewPassword(password)).toBe(expected));

  it('is the one password rule: the Security tab accepts exactly what sign-up and reset accept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (password) => {
        expect(validateNewPassword(password) === null).toBe(meetsPasswordRules(password));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9_#@!-+.xyQ'), maxLength: 14 }), (password) => {
        expect(validateNewPassword(password) === null).toBe(meetsPasswordRules(password));
      }),
    );
  });

  it('needs a matching confirmation and a 6-digit OTP', () => {
    expect(validatePasswordConfirmation('Abcde1#', 'Abcde1$')).toBe(PROFILE_PASSWORDS_DIFFER_TEXT);
    expect(validateProfileOtp('12345')).toBe(INVALID_OTP_TEXT);
    expect(validateProfileOtp('123456')).toBeNull();
  });
});

describe('profile name', () => {
  it('is required and at most 50 characters', () => {
    expect(validateProfileName('  ')).toBe(NAME_REQUIRED_TEXT);
    expect(validateProfileName('B'.repeat(300))).toBe(NAME_TOO_LONG_TEXT);
    expect(validateProfileName('Priya N. Menon')).toBeNull();
  });
});
