import fc from 'fast-check';
import { expect, it } from 'vitest';
import { intlLocale, LANGUAGES } from '../i18n/languages';
import { formatRupees } from './formatRupees';

it('formats integer paise as rupees', () => {
  expect(formatRupees(24900)).toBe('₹249');
  expect(formatRupees(24950)).toBe('₹249.50');
  expect(formatRupees(12345600)).toBe('₹1,23,456');
  expect(formatRupees(0)).toBe('₹0');
});

it('writes money as Intl does in every language the app speaks: ₹ first, Indian grouping, Latin digits', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (paise) => {
      const whole = paise % 100 === 0;
      for (const language of LANGUAGES) {
        const intl = new Intl.NumberFormat(intlLocale(language), {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: whole ? 0 : 2,
        });
        expect(formatRupees(paise), language.code).toBe(intl.format(paise / 100));
      }
    }),
  );
});
