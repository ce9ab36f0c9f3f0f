import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, NEW_DELHI } from './GeoPoint';
import { deliveryReach, SERVICE_RADIUS_KM } from './serviceArea';
import { distanceText, SERVICE_AREA_TEXT } from './serviceAreaTexts';

const point = fc.record({
  latitude: fc.double({ min: -80, max: 80, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
const BANDRA = { latitude: 19.0553, longitude: 72.8339 };
const CONNAUGHT_PLACE = { latitude: 28.6315, longitude: 77.2167 };

describe('deliveryReach', () => {
  it('is deliverable exactly when the address is within the service radius of the kitchen', () => {
    fc.assert(
      fc.property(point, point, (kitchen, address) => {
        const reach = deliveryReach(kitchen, address);
        expect(reach.distanceKm).toBe(distanceKm(kitchen, address));
        expect(reach.deliverable).toBe(reach.distanceKm <= SERVICE_RADIUS_KM);
      }),
    );
  });

  it('reaches across New Delhi but not from New Delhi to Mumbai', () => {
    expect(deliveryReach(CONNAUGHT_PLACE, NEW_DELHI).deliverable).toBe(true);
    const mumbai = deliveryReach(CONNAUGHT_PLACE, BANDRA);
    expect(mumbai.deliverable).toBe(false);
    expect(mumbai.distanceKm).toBeGreaterThan(1_100);
  });
});

describe('the service area texts', () => {
  it('gives a near distance to one decimal and a far one in whole kilometres, grouped the Indian way', () => {
    expect(distanceText(7.46)).toBe('7.5 km');
    expect(distanceText(1153.6)).toBe('1,154 km');
    expect(distanceText(123456)).toBe('1,23,456 km');
  });

  it('names the restaurant, the distance and the radius when it does not deliver', () => {
    expect(SERVICE_AREA_TEXT.outOfArea('Rajdhani Express Kitchen', 1153.6)).toBe(
      'Rajdhani Express Kitchen does not deliver to this address: it is 1,154 km away, and it delivers within 25 km.',
    );
  });
});
