import fc from 'fast-check';
import { expect, it } from 'vitest';
import { languageOf } from '../i18n/languages';
import { formatDateTime, INDIA_TIME_ZONE } from './formatDateTime';

/** The ISO text of a wall-clock time in India (UTC+5:30), whatever the zone the tests run in. */
const inIndia = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(Date.UTC(year, month - 1, day, hours, minutes) - 330 * 60_000).toISOString();

it('writes a timestamp as people read it in India, in India Standard Time', () => {
  expect(formatDateTime(inIndia(2026, 11, 20, 17, 30))).toBe('20 Nov 2026, 5:30 pm');
  expect(formatDateTime(inIndia(2026, 1, 1, 0, 5))).toBe('1 Jan 2026, 12:05 am');
  expect(formatDateTime(inIndia(2026, 9, 3, 12, 0))).toBe('3 Sep 2026, 12:00 pm');
  expect(formatDateTime(inIndia(2026, 6, 1, 6, 35))).toBe('1 Jun 2026, 6:35 am');
  // 20:00 UTC is past midnight in India: the next day.
  expect(formatDateTime('2026-03-31T20:00:00Z')).toBe('1 Apr 2026, 1:30 am');
  expect(formatDateTime('not a date')).toBe('not a date');
});

it("agrees with Intl's en-IN date and 12-hour clock in India's time zone on every part", () => {
  const options = { timeZone: INDIA_TIME_ZONE } as const;
  const intl = new Intl.DateTimeFormat('en-IN', {
    ...options,
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
      const month = new Date(time).toLocaleString('en-IN', { ...options, month: 'short' }).slice(0, 3);
      const expected = `${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
      // Intl's month may read 'Sept' (newer locale data): compared on its first three letters, case aside.
      expect(formatDateTime(new Date(time).toISOString()).toLowerCase()).toBe(expected.toLowerCase());
    }),
  );
});

it("writes months in the customer's language, Latin digits in Bengali too, in India's time", () => {
  const at = inIndia(2026, 11, 20, 17, 30);
  expect(formatDateTime(at, languageOf('hi'))).toContain('नव॰');
  expect(formatDateTime(at, languageOf('hi'))).toContain('5:30');
  expect(formatDateTime(at, languageOf('ta'))).toContain('நவ.');
  const bengali = formatDateTime(at, languageOf('bn'));
  expect(bengali).toContain('নভে');
  expect(bengali).toMatch(/20.*2026/);
  expect(bengali).not.toMatch(/[০-৯]/);
});
