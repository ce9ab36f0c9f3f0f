import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceKm, formatCoordinate, isUsablePoint, NEW_DELHI } from './GeoPoint';

const point = fc.record({
  latitude: fc.double({ min: -85, max: 85, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceKm', () => {
  it('knows New Delhi to Agra is about 180 km', () => {
    expect(distanceKm(NEW_DELHI, { latitude: 27.1767, longitude: 78.0081 })).toBeCloseTo(178, -1);
  });
  it('is zero to itself, symmetric and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        return distanceKm(a, b) >= 0;
      }),
    );
  });
});

it('formats coordinates to 6 decimals and rejects unset points', () => {
  expect(formatCoordinate(28.6139)).toBe('28.613900');
  expect(isUsablePoint({ latitude: 0, longitude: 0 })).toBe(false);
  expect(isUsablePoint({ latitude: 86, longitude: 10 })).toBe(false);
  expect(isUsablePoint(NEW_DELHI)).toBe(true);
});
