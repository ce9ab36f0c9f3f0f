import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

it('writes a timestamp as people read it in India', () => {
  const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
    new Date(year, month - 1, day, hours, minutes).toISOString();
  expect(formatDateTime(at(2026, 11, 20, 17, 30))).toBe('20 Nov 2026, 5:30 pm');
  expect(formatDateTime(at(2026, 1, 1, 0, 5))).toBe('1 Jan 2026, 12:05 am');
  expect(formatDateTime(at(2026, 9, 3, 12, 0))).toBe('3 Sep 2026, 12:00 pm');
  expect(formatDateTime(at(2026, 6, 1, 6, 35))).toBe('1 Jun 2026, 6:35 am');
  expect(formatDateTime('not a date')).toBe('not a date');
});

it("agrees with Intl's en-IN date and 12-hour clock on every part", () => {
  const intl = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
      const parts = Object.fromEntries(intl.formatToParts(time).map(({ type, value }) => [type, value]));
      const month = new Date(time).toLocaleString('en-IN', { month: 'short' }).slice(0, 3);
      const expected = `${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
      // Intl's month may read 'Sept' (newer locale data): compared on its first three letters, case aside.
      expect(formatDateTime(new Date(time).toISOString()).toLowerCase()).toBe(expected.toLowerCase());
    }),
  );
});
