import fc from 'fast-check';
import { expect, it } from 'vitest';
import { groupIndianDigits } from './indianDigits';

it('groups digits the Indian way', () => {
  expect(groupIndianDigits(0)).toBe('0');
  expect(groupIndianDigits(999)).toBe('999');
  expect(groupIndianDigits(1000)).toBe('1,000');
  expect(groupIndianDigits(1234567)).toBe('12,34,567');
  expect(groupIndianDigits(123456789)).toBe('12,34,56,789');
  expect(groupIndianDigits(249.5, 2)).toBe('249.50');
  expect(groupIndianDigits(-1234.5, 2)).toBe('-1,234.50');
});

it('agrees with Intl.NumberFormat en-IN', () => {
  const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
      const rupees = Math.round(paise / 100) + 0; // + 0: no "-0" (Intl writes one; a price never should)
      expect(groupIndianDigits(rupees)).toBe(whole.format(rupees));
      expect(groupIndianDigits(paise / 100, 2)).toBe(twoDecimals.format(paise / 100));
    }),
  );
});
