import { expect, it } from 'vitest';
import { DEMO_CITIES, demoCityAt, demoCityNamed } from './demoCities';
import { NEW_DELHI } from './GeoPoint';

it('names the demo city a point lies in, and none far from all of them', () => {
  expect(demoCityAt(NEW_DELHI)?.name).toBe('New Delhi');
  expect(demoCityAt({ latitude: 19.12, longitude: 72.846 })?.name).toBe('Mumbai');
  expect(demoCityAt({ latitude: 13.0827, longitude: 80.2707 })).toBeNull();
});

it('finds demo cities by name; New Delhi is the default and first', () => {
  expect(DEMO_CITIES[0]?.point).toEqual(NEW_DELHI);
  expect(demoCityNamed('Jaipur')?.point.latitude).toBeCloseTo(26.91, 1);
  expect(demoCityNamed('Chennai')).toBeNull();
});
