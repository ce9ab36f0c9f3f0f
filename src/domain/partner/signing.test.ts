import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_KEYS, type Agreements, canSign, noAgreements, sanitizeSigningOtp } from './signing';

const allAgreed = (): Agreements => ({ terms: true, commission: true, policies: true, accuracy: true });

describe('contract signing', () => {
  it('is possible with all four boxes ticked, a signature name and a 6-character OTP', () => {
    expect(canSign({ agreements: allAgreed(), signatoryName: 'Meera Iyer', otp: '123456' })).toBe(true);
  });

  it('is impossible when any one condition is missing', () => {
    fc.assert(
      fc.property(
        fc.subarray([...AGREEMENT_KEYS]),
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        (ticked, named, otpLength) => {
          const agreements = { ...noAgreements(), ...Object.fromEntries(ticked.map((key) => [key, true])) };
          const attempt = { agreements, signatoryName: named ? 'Meera' : '  ', otp: '1'.repeat(otpLength) };
          expect(canSign(attempt)).toBe(ticked.length === 4 && named && otpLength === 6);
        },
      ),
    );
  });

  it('keeps only six digits of a typed OTP', () => {
    expect(sanitizeSigningOtp('12a 34-5678')).toBe('123456');
  });
});
