import { expect, it } from 'vitest';
import { formatDistance, formatMinutes, formatRating, formatReviews } from './catalogueFormat';

it('formats distances, minutes, reviews and ratings for people', () => {
  expect(formatDistance(0.004)).toBe('10 m');
  expect(formatDistance(0.846)).toBe('850 m');
  expect(formatDistance(2.345)).toBe('2.3 km');
  expect(formatMinutes(28)).toBe('28 mins');
  expect(formatReviews(1)).toBe('1 review');
  expect(formatReviews(1234567)).toBe('12,34,567 reviews');
  expect(formatRating(4)).toBe('4.0');
});
