import { describe, expect, it } from 'vitest';
import { demoFixtures } from '../../fake/seed/fixtures';
import { placeIdOf } from './gazetteer';
import { GAZETTEER } from './gazetteerPlaces';
import { GazetteerGeocoder } from './GazetteerGeocoder';

const geocoder = new GazetteerGeocoder();
const DEMO_CITIES = ['New Delhi', 'Agra', 'Jaipur', 'Mumbai'];

describe('the offline gazetteer', () => {
  it('holds at least 200 places across the demo cities, railway stations included in each', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(200);
    for (const city of DEMO_CITIES) {
      expect(
        GAZETTEER.filter((place) => place.city === city && place.kind === 'locality').length,
      ).toBeGreaterThanOrEqual(30);
      expect(
        GAZETTEER.filter((place) => place.city === city && place.kind === 'station').length,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(GAZETTEER.map((place) => place.placeId)).size).toBe(GAZETTEER.length);
  });

  it('knows the area of every demo restaurant, with the same pincode', () => {
    for (const restaurant of demoFixtures.restaurants) {
      const place = GAZETTEER.find(
        (candidate) => candidate.placeId === placeIdOf({ city: restaurant.city, name: restaurant.area }),
      );
      expect(place, `${restaurant.area}, ${restaurant.city}`).toBeDefined();
      expect(place?.pincode).toBe(restaurant.pincode);
    }
  });
});

describe('GazetteerGeocoder', () => {
  it('reverse-geocodes a point to the nearest place, with area, city, state and pincode', async () => {
    expect(await geocoder.reverseGeocode({ latitude: 28.6318, longitude: 77.2169 })).toEqual({
      formattedAddress: 'Connaught Place, New Delhi, Delhi 110001, India',
      placeId: 'gz:new-delhi:connaught-place',
      area: 'Connaught Place',
      city: 'New Delhi',
      pincode: '110001',
      state: 'Delhi',
      country: 'India',
    });
  });

  it('gives a station the area of the locality around it', async () => {
    const address = await geocoder.reverseGeocode({ latitude: 26.9197, longitude: 75.7881 });
    expect(address).toMatchObject({
      formattedAddress: expect.stringContaining('Jaipur Junction Railway Station (JP)'),
      city: 'Jaipur',
    });
    expect(address?.area).not.toContain('Station');
  });

  it('knows no address far from every demo city', async () => {
    expect(await geocoder.reverseGeocode({ latitude: 10, longitude: 60 })).toBeNull();
  });

  it('suggests places by the start of their name, best first, with where they are', async () => {
    const suggestions = await geocoder.autocomplete('conn');
    expect(suggestions[0]).toEqual({
      placeId: 'gz:new-delhi:connaught-place',
      mainText: 'Connaught Place',
      secondaryText: 'New Delhi, Delhi 110001',
    });
    expect((await geocoder.autocomplete('Kamla Nagar')).map((s) => s.secondaryText)).toEqual([
      'New Delhi, Delhi 110007',
      'Agra, Uttar Pradesh 282005',
    ]);
  });

  it('matches every word of the query against name, city and pincode', async () => {
    const stations = await geocoder.autocomplete('agra railway');
    expect(stations.length).toBeGreaterThanOrEqual(3);
    expect(stations.every((s) => s.mainText.includes('Railway Station') && s.secondaryText.includes('Agra'))).toBe(
      true,
    );
    expect((await geocoder.autocomplete('400050')).map((s) => s.mainText)).toContain('Bandra West');
    expect(await geocoder.autocomplete('zzzz')).toEqual([]);
  });

  it('finds a place by text and fetches details by id', async () => {
    const found = await geocoder.searchText('hawa mahal');
    expect(found).toMatchObject({ name: 'Hawa Mahal', location: { latitude: 26.9239, longitude: 75.8267 } });
    expect(await geocoder.placeDetails(found!.placeId)).toEqual(found);
    expect(await geocoder.searchText('no such place anywhere')).toBeNull();
    await expect(geocoder.placeDetails('gz:nowhere')).rejects.toThrow('Location not found');
  });
});
