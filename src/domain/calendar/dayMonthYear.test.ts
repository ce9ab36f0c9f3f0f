import { describe, expect, it } from 'vitest';
import { dayMonthYear } from './dayMonthYear';

describe('dayMonthYear', () => {
  it('writes the day, the short month name and the year', () => {
    expect(dayMonthYear(23, 10, 2026)).toBe('23 Nov 2026');
    expect(dayMonthYear(1, 0, 2027)).toBe('1 Jan 2027');
    expect(dayMonthYear(31, 11, 2026)).toBe('31 Dec 2026');
  });
});
