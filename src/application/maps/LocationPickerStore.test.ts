import { describe, expect, it } from 'vitest';
import { NEW_DELHI } from '../../domain/geo/GeoPoint';
import { MapsNotLoaded } from '../../domain/geo/mapRules';
import type { PlaceAddress } from '../../domain/geo/Place';
import { offlineGeocoder } from '../../../test/helpers/portDoubles';
import type { Geocoder } from '../../infrastructure/ports/Geocoder';
import { deviceAt, deviceFailing } from '../../../test/helpers/deviceLocation';
import { LocationPickerStore } from './LocationPickerStore';

const gazetteer = offlineGeocoder();

/** The gazetteer with some lookups replaced. */
const geocoderWith = (overrides: Partial<Geocoder>): Geocoder => ({
  reverseGeocode: (point) => gazetteer.reverseGeocode(point),
  searchText: (query) => gazetteer.searchText(query),
  autocomplete: (input) => gazetteer.autocomplete(input),
  placeDetails: (placeId) => gazetteer.placeDetails(placeId),
  ...overrides,
});
const NEAR_KAROL_BAGH = { latitude: 28.6515, longitude: 77.1905 };

describe('LocationPickerStore', () => {
  it('opens on the device position at zoom 16 with its address, ready to select', async () => {
    const picker = new LocationPickerStore(gazetteer, deviceAt(NEAR_KAROL_BAGH));
    await picker.openAt(null);
    expect(picker.center).toEqual(NEAR_KAROL_BAGH);
    expect(picker.zoom).toBe(16);
    expect(picker.canSelect).toBe(true);
    expect(picker.selection).toMatchObject({
      ...NEAR_KAROL_BAGH,
      placeId: 'gz:new-delhi:karol-bagh',
      address: { area: 'Karol Bagh', city: 'New Delhi', pincode: '110005' },
    });
  });

  it('says why the device could not locate the customer and stays on New Delhi', async () => {
    const picker = new LocationPickerStore(gazetteer, deviceFailing('denied'));
    await picker.openAt(null);
    expect(picker.message).toBe('denied');
    expect(picker.center).toEqual(NEW_DELHI);
    expect(picker.canSelect).toBe(false);
  });

  it('opens on a given location without asking the device', async () => {
    const picker = new LocationPickerStore(gazetteer, deviceFailing('unknown'));
    const address: PlaceAddress = {
      formattedAddress: 'Fort, Mumbai',
      placeId: 'x',
      area: 'Fort',
      city: 'Mumbai',
      pincode: '400001',
      state: 'Maharashtra',
      country: 'India',
    };
    await picker.openAt({ latitude: 18.934, longitude: 72.834, placeId: 'x', address });
    expect(picker.message).toBeNull();
    expect(picker.selection).toMatchObject({ latitude: 18.934, address });
  });

  it('a map click sets the marker (latitude within ±85) and looks up its address', async () => {
    const picker = new LocationPickerStore(gazetteer, deviceAt(NEW_DELHI));
    await picker.clickMap({ latitude: 27.1632, longitude: 78.0402 });
    expect(picker.address).toMatchObject({ area: 'Taj Ganj', city: 'Agra', pincode: '282001' });
    await picker.clickMap({ latitude: 88, longitude: 10 });
    expect(picker.point).toEqual({ latitude: 85, longitude: 10 });
    expect(picker.address).toBeNull();
    expect(picker.message).toBe('noAddressDetails');
    expect(picker.canSelect).toBe(false);
  });

  it('searches non-blank text; says when nothing is found or the search fails', async () => {
    const picker = new LocationPickerStore(gazetteer, deviceAt(NEW_DELHI));
    await picker.search();
    expect(picker.point).toBeNull();
    picker.setQuery('Borivali Railway');
    await picker.search();
    expect(picker.selection).toMatchObject({ latitude: 19.229, address: { city: 'Mumbai', pincode: '400066' } });
    expect(picker.zoom).toBe(16);
    picker.setQuery('Atlantis');
    await picker.search();
    expect(picker.message).toBe('notFound');
    const failing = new LocationPickerStore(
      geocoderWith({ searchText: () => Promise.reject(new Error('boom')) }),
      deviceAt(NEW_DELHI),
    );
    failing.setQuery('Dadar');
    await failing.search();
    expect(failing.message).toBe('searchFailed');
    const unloaded = new LocationPickerStore(
      geocoderWith({ searchText: () => Promise.reject(new MapsNotLoaded()) }),
      deviceAt(NEW_DELHI),
    );
    unloaded.setQuery('Dadar');
    await unloaded.search();
    expect(unloaded.message).toBe('notLoaded');
  });

  it('keeps the address of the latest click when an earlier lookup answers late', async () => {
    const pending: Array<(address: PlaceAddress | null) => void> = [];
    const slow = geocoderWith({
      reverseGeocode: () => new Promise<PlaceAddress | null>((resolve) => pending.push(resolve)),
    });
    const picker = new LocationPickerStore(slow, deviceAt(NEW_DELHI));
    const first = picker.clickMap({ latitude: 26.9, longitude: 75.8 });
    const second = picker.clickMap({ latitude: 19.05, longitude: 72.84 });
    const late = {
      formattedAddress: 'late',
      placeId: '',
      area: 'A',
      city: 'C',
      pincode: '111111',
      state: '',
      country: '',
    };
    pending[1]!({ ...late, formattedAddress: 'latest' });
    pending[0]!(late);
    await Promise.all([first, second]);
    expect(picker.address?.formattedAddress).toBe('latest');
    expect(picker.point).toEqual({ latitude: 19.05, longitude: 72.84 });
  });
});
