import { describe, expect, it } from 'vitest';
import { MapsNotLoaded } from '../../../domain/geo/mapRules';
import { readAppConfig } from '../../config/readAppConfig';
import { GoogleGeocoder } from './GoogleGeocoder';
import { GoogleMapsScript } from './GoogleMapsScript';

const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

const COMPONENTS = [
  { long_name: '110001', types: ['postal_code'] },
  { long_name: 'Connaught Place', types: ['sublocality_level_1', 'sublocality', 'political'] },
  { long_name: 'New Delhi', types: ['locality', 'political'] },
  { long_name: 'Delhi', types: ['administrative_area_level_1', 'political'] },
  { long_name: 'India', types: ['country', 'political'] },
];

/** A stand-in for the parts of the google.maps namespace the adapter uses, recording what it was asked. */
function fakeGoogle() {
  const calls: unknown[] = [];
  class Place {
    id: string;
    displayName = 'Hawa Mahal';
    formattedAddress = 'Hawa Mahal Rd, Badi Choupad, Jaipur, Rajasthan 302002, India';
    location = latLng(26.9239, 75.8267);
    addressComponents = [
      { longText: 'Jaipur', types: ['locality'] },
      { longText: 'Rajasthan', types: ['administrative_area_level_1'] },
      { longText: '302002', types: ['postal_code'] },
    ];
    constructor(options: { id: string }) {
      this.id = options.id;
      calls.push(['Place', options]);
    }
    async fetchFields(request: unknown) {
      calls.push(['fetchFields', request]);
    }
    static async searchByText(request: unknown) {
      calls.push(['searchByText', request]);
      return { places: [new Place({ id: 'p-hawa' })] };
    }
  }
  const maps = {
    Geocoder: class {
      async geocode(request: unknown) {
        calls.push(['geocode', request]);
        return {
          results: [
            {
              formatted_address: 'Janpath, Connaught Place, New Delhi, Delhi 110001, India',
              place_id: 'p-cp',
              address_components: COMPONENTS,
            },
          ],
        };
      }
    },
    places: {
      Place,
      AutocompleteSuggestion: {
        async fetchAutocompleteSuggestions(request: unknown) {
          calls.push(['autocomplete', request]);
          return {
            suggestions: [
              {
                placePrediction: {
                  placeId: 'p-hawa',
                  text: { text: 'Hawa Mahal, Jaipur' },
                  mainText: { text: 'Hawa Mahal' },
                  secondaryText: { text: 'Jaipur, Rajasthan' },
                },
              },
              { placePrediction: null },
            ],
          };
        },
      },
    },
  };
  return { calls, script: { load: async () => ({ maps }) as unknown as typeof google } };
}

describe('GoogleGeocoder', () => {
  it('reverse-geocodes through the Geocoder and reads area, city, state and pincode', async () => {
    const { script, calls } = fakeGoogle();
    const address = await new GoogleGeocoder(script).reverseGeocode({ latitude: 28.63, longitude: 77.21 });
    expect(address).toEqual({
      formattedAddress: 'Janpath, Connaught Place, New Delhi, Delhi 110001, India',
      placeId: 'p-cp',
      area: 'Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
      country: 'India',
    });
    expect(calls[0]).toEqual(['geocode', { location: { lat: 28.63, lng: 77.21 }, language: 'en' }]);
  });

  it('restricts autocomplete to India and reads main and secondary text', async () => {
    const { script, calls } = fakeGoogle();
    expect(await new GoogleGeocoder(script).autocomplete('hawa')).toEqual([
      { placeId: 'p-hawa', mainText: 'Hawa Mahal', secondaryText: 'Jaipur, Rajasthan' },
    ]);
    expect(calls[0]).toEqual(['autocomplete', { input: 'hawa', includedRegionCodes: ['in'], language: 'en' }]);
  });

  it('fetches place details (displayName, formattedAddress, location) and searches by text', async () => {
    const { script, calls } = fakeGoogle();
    const details = await new GoogleGeocoder(script).placeDetails('p-hawa');
    expect(details).toMatchObject({
      placeId: 'p-hawa',
      name: 'Hawa Mahal',
      location: { latitude: 26.9239, longitude: 75.8267 },
      address: { city: 'Jaipur', pincode: '302002' },
    });
    expect(calls).toContainEqual([
      'fetchFields',
      { fields: expect.arrayContaining(['displayName', 'formattedAddress', 'location']) },
    ]);
    expect(await new GoogleGeocoder(script).searchText('hawa mahal')).toMatchObject({ name: 'Hawa Mahal' });
    expect(calls).toContainEqual(['searchByText', expect.objectContaining({ textQuery: 'hawa mahal', region: 'in' })]);
  });

  it('rejects with MapsNotLoaded when the script cannot load, and never loads Google without a key', async () => {
    const noKey = new GoogleMapsScript(readAppConfig({}));
    await expect(noKey.load()).rejects.toBeInstanceOf(MapsNotLoaded);
    await expect(new GoogleGeocoder(noKey).autocomplete('agra')).rejects.toBeInstanceOf(MapsNotLoaded);
  });
});
