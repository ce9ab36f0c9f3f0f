import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LATITUDE, normalizePoint } from './mapRules';
import { canSaveFinderAddress, finderEntry, wantsSuggestions } from './finder';
import { placeLabel } from './Place';

describe('normalizePoint', () => {
  it('keeps every point within ±85° latitude and −180..180 longitude', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (latitude, longitude) => {
          const point = normalizePoint({ latitude, longitude });
          return Math.abs(point.latitude) <= MAX_LATITUDE && point.longitude >= -180 && point.longitude <= 180;
        },
      ),
    );
  });

  it('leaves an ordinary point alone', () => {
    expect(normalizePoint({ latitude: 28.6139, longitude: 77.209 })).toEqual({ latitude: 28.6139, longitude: 77.209 });
    expect(normalizePoint({ latitude: 89, longitude: 190 })).toEqual({ latitude: 85, longitude: -170 });
  });
});

describe('finder rules (FEATURES F-address)', () => {
  it('asks for suggestions only after more than 2 characters', () => {
    expect(wantsSuggestions('ag')).toBe(false);
    expect(wantsSuggestions('  ag  ')).toBe(false);
    expect(wantsSuggestions('agr')).toBe(true);
  });

  it('saves only with a location and non-blank text', () => {
    const point = { latitude: 27.17, longitude: 78.04 };
    expect(canSaveFinderAddress(point, 'Taj Ganj')).toBe(true);
    expect(canSaveFinderAddress(point, '  ')).toBe(false);
    expect(canSaveFinderAddress(null, 'Taj Ganj')).toBe(false);
    expect(canSaveFinderAddress(point, '', 'custom')).toBe(true);
    expect(canSaveFinderAddress(null, '', 'default')).toBe(false);
  });

  it('stamps a saved entry with a time-based id and the moment (shown in India time), named by text or fallback', () => {
    const now = new Date(Date.UTC(2026, 0, 5, 4, 0));
    const entry = finderEntry(' Fort, Mumbai ', 'custom', { latitude: 18.93, longitude: 72.83 }, now);
    expect(entry).toEqual({
      id: now.getTime(),
      address: 'Fort, Mumbai',
      fallback: null,
      coordinates: { lat: 18.93, lng: 72.83 },
      savedAt: '2026-01-05T04:00:00.000Z',
    });
    expect(finderEntry('  ', 'current', { latitude: 18.93, longitude: 72.83 }, now)).toMatchObject({
      address: '',
      fallback: 'current',
    });
  });

  it('leads a place label with its name unless the address already starts with it', () => {
    expect(placeLabel({ name: 'Hawa Mahal', formattedAddress: 'Hawa Mahal, Jaipur' })).toBe('Hawa Mahal, Jaipur');
    expect(placeLabel({ name: 'Hawa Mahal', formattedAddress: 'Badi Choupad, Jaipur' })).toBe(
      'Hawa Mahal, Badi Choupad, Jaipur',
    );
  });
});
