import { afterEach, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
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

afterEach(() => switchLanguage('en'));

it('words minutes and reviews in the language chosen, digits grouped the Indian way', async () => {
  await switchLanguage('hi');
  expect(formatMinutes(28)).toBe('28 मिनट');
  expect(formatReviews(1234567)).toBe('12,34,567 रिव्यू');
  await switchLanguage('ta');
  expect(formatReviews(1)).toBe('1 மதிப்புரை');
  expect(formatReviews(2)).toBe('2 மதிப்புரைகள்');
});
