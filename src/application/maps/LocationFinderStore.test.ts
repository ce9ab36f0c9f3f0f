import { describe, expect, it, vi } from 'vitest';
import { NEW_DELHI } from '../../domain/geo/GeoPoint';
import { offlineGeocoder } from '../../../test/helpers/portDoubles';
import type { Geocoder } from '../../infrastructure/ports/Geocoder';
import { deviceAt, deviceFailing } from '../../../test/helpers/deviceLocation';
import { LocationFinderStore } from './LocationFinderStore';

const gazetteer = offlineGeocoder();

describe('LocationFinderStore', () => {
  it('suggests places only after more than 2 characters', async () => {
    const autocomplete = vi.spyOn(gazetteer, 'autocomplete');
    const finder = new LocationFinderStore(gazetteer, deviceAt(NEW_DELHI));
    await finder.setText('ja');
    expect(autocomplete).not.toHaveBeenCalled();
    expect(finder.suggestionsOpen).toBe(false);
    await finder.setText('jaipur junction');
    expect(finder.suggestionsOpen).toBe(true);
    expect(finder.suggestions[0]).toMatchObject({ mainText: 'Jaipur Junction Railway Station (JP)' });
    await finder.setText('ja');
    expect(finder.suggestions).toEqual([]);
  });

  it('choosing a suggestion fetches the place and moves the marker there', async () => {
    const finder = new LocationFinderStore(gazetteer, deviceAt(NEW_DELHI));
    await finder.setText('colaba');
    await finder.chooseSuggestion(finder.suggestions[0]!);
    expect(finder.suggestionsOpen).toBe(false);
    expect(finder.text).toBe('Colaba, Mumbai, Maharashtra 400005, India');
    expect(finder.location).toEqual({ latitude: 18.9067, longitude: 72.8147 });
    expect(finder.center).toEqual(finder.location);
  });

  it('saves only with a location and text; loads and deletes saved entries', async () => {
    const finder = new LocationFinderStore(gazetteer, deviceAt(NEW_DELHI));
    await finder.setText('My stop');
    expect(finder.canSave).toBe(false);
    await finder.clickMap({ latitude: 27.1632, longitude: 78.0402 });
    expect(finder.text).toBe('Taj Ganj, Agra, Uttar Pradesh 282001, India');
    finder.save();
    await finder.clickMap({ latitude: 26.92, longitude: 75.827 });
    finder.save();
    expect(finder.saved.map((entry) => entry.address)).toEqual([
      'Johari Bazaar, Jaipur, Rajasthan 302003, India',
      'Taj Ganj, Agra, Uttar Pradesh 282001, India',
    ]);
    expect(finder.saved[0]!.id).toBeGreaterThan(finder.saved[1]!.id);
    finder.load(finder.saved[1]!);
    expect(finder.text).toBe('Taj Ganj, Agra, Uttar Pradesh 282001, India');
    expect(finder.location).toEqual({ latitude: 27.1632, longitude: 78.0402 });
    finder.remove(finder.saved[0]!.id);
    expect(finder.saved).toHaveLength(1);
  });

  it('uses the device position; falls back to Delhi when the device cannot tell', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const located = new LocationFinderStore(gazetteer, deviceAt({ latitude: 19.0187, longitude: 72.8431 }));
    await located.useCurrentLocation();
    expect(located.locating).toBe(false);
    expect(located.text).toBe('Dadar Railway Station (DR), Mumbai, Maharashtra 400014, India');
    const denied = new LocationFinderStore(gazetteer, deviceFailing('denied'));
    await denied.useCurrentLocation();
    expect(denied.location).toEqual(NEW_DELHI);
    expect(denied.center).toEqual(NEW_DELHI);
    expect(denied.text).toBe('');
    expect(denied.fallback).toBe('default');
    expect(denied.canSave).toBe(true);
  });

  it("falls back to 'Current Location' or the clicked point when the address is unknown; typing drops it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = () => Promise.reject(new Error('offline'));
    const blind: Geocoder = {
      reverseGeocode: offline,
      autocomplete: offline,
      searchText: offline,
      placeDetails: offline,
    };
    const finder = new LocationFinderStore(blind, deviceAt({ latitude: 12.5, longitude: 70.25 }));
    await finder.useCurrentLocation();
    expect(finder).toMatchObject({ text: '', fallback: 'current' });
    await finder.clickMap({ latitude: 12.5, longitude: 70.25 });
    expect(finder).toMatchObject({ text: '', fallback: 'custom' });
    finder.save();
    expect(finder.saved[0]).toMatchObject({ address: '', fallback: 'custom', coordinates: { lat: 12.5, lng: 70.25 } });
    await finder.setText('anything');
    expect(finder.suggestionsOpen).toBe(false);
    expect(finder.fallback).toBeNull();
    await finder.setText('');
    expect(finder.canSave).toBe(false);
    finder.load(finder.saved[0]!);
    expect(finder).toMatchObject({ text: '', fallback: 'custom' });
  });
});
