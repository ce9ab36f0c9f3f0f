import { expect, it } from 'vitest';
import { NEW_DELHI } from '../geo/GeoPoint';
import { nearestFirst, roundKm } from './nearby';

const place = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });

it('lists places within the radius, nearest first, with their distance', () => {
  const places = [
    place('Karol Bagh', 28.6519, 77.1909),
    place('Agra', 27.1767, 78.0081),
    place('Connaught Place', 28.6315, 77.2167),
    place('Lajpat Nagar', 28.5677, 77.2433),
  ];
  const placed = nearestFirst(places, NEW_DELHI, 25);
  expect(placed.map((p) => p.item.name)).toEqual(['Connaught Place', 'Karol Bagh', 'Lajpat Nagar']);
  expect(placed[0]!.distanceKm).toBeGreaterThan(1.5);
  expect(placed[0]!.distanceKm).toBeLessThan(3);
  expect(placed.every((p, i) => i === 0 || p.distanceKm >= placed[i - 1]!.distanceKm)).toBe(true);
});

it('keeps the input order for places at the same distance', () => {
  const twins = [place('first', 28.62, 77.21), place('second', 28.62, 77.21)];
  expect(nearestFirst(twins, NEW_DELHI).map((p) => p.item.name)).toEqual(['first', 'second']);
});

it('rounds distances to 2 decimals', () => {
  expect(roundKm(2.3456)).toBe(2.35);
});
