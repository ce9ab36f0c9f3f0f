import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseToRupeeInput, parseRupeesToPaise } from './rupees';

describe('rupee input', () => {
  it('reads whole rupees and up to two decimals as exact paise', () => {
    expect(parseRupeesToPaise('249')).toBe(24900);
    expect(parseRupeesToPaise(' 249.5 ')).toBe(24950);
    expect(parseRupeesToPaise('0.1')).toBe(10);
    expect(parseRupeesToPaise('0.07')).toBe(7);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '₹99', '12,000'])('rejects %j', (text) => {
    expect(parseRupeesToPaise(text)).toBeNull();
  });

  it('round-trips every paise amount through the input text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (paise) => {
        expect(parseRupeesToPaise(paiseToRupeeInput(paise))).toBe(paise);
      }),
    );
  });
});
