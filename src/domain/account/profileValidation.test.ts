import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { meetsPasswordRules } from '../validation/password';
import { withoutIndianPrefix } from '../validation/phone';
import {
  acceptMobileInput,
  validateNewPassword,
  validatePasswordConfirmation,
  validateProfileEmail,
  validateProfileMobile,
  validateProfileName,
  validateProfileOtp,
} from './profileValidation';

const TOO_SHORT = { kind: 'passwordTooShort', min: 8 };
const COMPOSITION = { kind: 'passwordComposition', characters: '!@#$%^&*(),.?":{}|<>_-+=~' };

describe('profile rules (FEATURES F-account)', () => {
  it('requires a name', () => {
    expect(validateProfileName('  ')).toEqual({ kind: 'nameRequired' });
    expect(validateProfileName('Asha')).toBeNull();
  });

  it('checks the e-mail in the spec order: required, simple format with the configured example, at most 100 characters', () => {
    expect(validateProfileEmail('', 'help@x.in')).toEqual({ kind: 'emailRequired' });
    expect(validateProfileEmail(`${'a'.repeat(95)}@x.com`, 'help@x.in')).toEqual({ kind: 'emailTooLong', max: 100 });
    expect(validateProfileEmail(`${'a'.repeat(94)}@x.com`, 'help@x.in')).toBeNull();
    expect(validateProfileEmail('asha@', 'help@x.in')).toEqual({ kind: 'emailFormat', example: 'help@x.in' });
    // Malformed and too long: the format is said first.
    expect(validateProfileEmail(`${'a'.repeat(120)}@`, 'help@x.in')).toEqual({
      kind: 'emailFormat',
      example: 'help@x.in',
    });
    expect(validateProfileEmail('asha@x.in', 'help@x.in')).toBeNull();
  });

  it.each([
    ['', { kind: 'mobileRequired' }],
    ['5876543210', { kind: 'mobileFirstDigit' }],
    ['98765x4321', { kind: 'mobileInvalid' }],
    ['98765', { kind: 'mobileLength' }],
    ['(987) 654-3210', null],
    ['98765 43210', null],
  ])('mobile %s → %o', (mobile, expected) => expect(validateProfileMobile(mobile)).toEqual(expected));

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
    ['', { kind: 'passwordRequired' }],
    ['Ab@1', TOO_SHORT],
    ['Abc#12', TOO_SHORT],
    ['abcdef1@', COMPOSITION],
    ['ABCDEF1@', COMPOSITION],
    ['Abcdefg@', COMPOSITION],
    ['Abcdef12', COMPOSITION],
    ['Test_1234', null],
    ['Abcde1#x', null],
  ])('%s → %o', (password, expected) => expect(validateNewPassword(password)).toEqual(expected));

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
    expect(validatePasswordConfirmation('Abcde1#', 'Abcde1$')).toEqual({ kind: 'confirmationDiffers' });
    expect(validateProfileOtp('12345')).toEqual({ kind: 'otpInvalid' });
    expect(validateProfileOtp('123456')).toBeNull();
  });
});

describe('profile name', () => {
  it('is required and at most 50 characters', () => {
    expect(validateProfileName('  ')).toEqual({ kind: 'nameRequired' });
    expect(validateProfileName('B'.repeat(300))).toEqual({ kind: 'nameTooLong', max: 50 });
    expect(validateProfileName('Priya N. Menon')).toBeNull();
  });
});
