import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyOtp, isCompleteOtp, lastDigit, OTP_LENGTH, pastedDigits } from './otp';

describe('OTP boxes', () => {
  it('is complete only with six digits', () => {
    expect(isCompleteOtp(emptyOtp())).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', 'a'])).toBe(false);
  });
  it('each box accepts digits only', () => {
    fc.assert(fc.property(fc.string(), (raw) => /^\d?$/.test(lastDigit(raw))));
    expect(lastDigit('a')).toBe('');
    expect(lastDigit('47')).toBe('7');
  });
  it('pasting keeps at most six digits', () => {
    fc.assert(fc.property(fc.string(), (raw) => pastedDigits(raw).length <= OTP_LENGTH));
    expect(pastedDigits('Your code: 482 913')).toEqual(['4', '8', '2', '9', '1', '3']);
  });
});
