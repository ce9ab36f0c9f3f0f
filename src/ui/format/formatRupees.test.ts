import { expect, it } from 'vitest';
import { formatRupees } from './formatRupees';

it('formats integer paise as rupees', () => {
  expect(formatRupees(24900)).toBe('₹249');
  expect(formatRupees(24950)).toBe('₹249.50');
  expect(formatRupees(12345600)).toBe('₹1,23,456');
  expect(formatRupees(0)).toBe('₹0');
});
