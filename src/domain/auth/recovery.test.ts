import { expect, it } from 'vitest';
import { formatCountdown } from './recovery';

it('formats the resend countdown as m:ss', () => {
  expect(formatCountdown(300)).toBe('5:00');
  expect(formatCountdown(61)).toBe('1:01');
  expect(formatCountdown(9)).toBe('0:09');
  expect(formatCountdown(0)).toBe('0:00');
  expect(formatCountdown(-3)).toBe('0:00');
});
