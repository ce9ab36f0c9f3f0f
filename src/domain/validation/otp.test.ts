import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arrivedDigits, emptyOtp, isCompleteOtp, OTP_LENGTH, pastedDigits } from './otp';

describe('OTP boxes', () => {
  it('is complete only with six digits', () => {
    expect(isCompleteOtp(emptyOtp())).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', 'a'])).toBe(false);
  });
  it('a keystroke brings its digit to a box (a key that is no digit leaves the box as it was)', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ...'0123456789'), fc.string({ maxLength: 1 }), (previous, key) => {
        const arrived = arrivedDigits(previous, previous + key);
        return arrived === (/\d/.test(key) ? key : previous);
      }),
    );
    expect(arrivedDigits('', 'a')).toBe('');
    expect(arrivedDigits('4', '47')).toBe('7');
    expect(arrivedDigits('4', '74')).toBe('7');
  });
  it('a whole code filled in at once arrives whole, whatever the box held', () => {
    expect(arrivedDigits('', '482913')).toBe('482913');
    expect(arrivedDigits('6', '6482913')).toBe('482913');
    expect(arrivedDigits('6', '482913')).toBe('482913');
  });
  it('pasting keeps at most six digits', () => {
    fc.assert(fc.property(fc.string(), (raw) => pastedDigits(raw).length <= OTP_LENGTH));
    expect(pastedDigits('Your code: 482 913')).toEqual(['4', '8', '2', '9', '1', '3']);
  });
});
