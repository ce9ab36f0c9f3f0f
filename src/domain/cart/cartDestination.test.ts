import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_DESTINATION, addStep, type CartDestination, sameDestination } from './cartDestination';

const seat = (stationCode: string, stationName: string, runDate = '2026-11-29'): CartDestination => ({
  kind: 'seat',
  trainNumber: '12955',
  runDate,
  stationCode,
  stationName,
});

const destination = fc.oneof(
  fc.constant(ADDRESS_DESTINATION),
  fc.record({
    kind: fc.constant('seat' as const),
    trainNumber: fc.constantFrom('12955', '12951'),
    runDate: fc.constantFrom('2026-11-28', '2026-11-29'),
    stationCode: fc.constantFrom('JP', 'SWM', 'KOTA'),
    stationName: fc.constantFrom('Jaipur', 'Sawai Madhopur'),
  }),
);
const restaurantId = fc.constantFrom('1', '2', '100022');

describe('a cart has one destination, fixed by its first dish', () => {
  it('an empty cart takes any dish without asking', () => {
    fc.assert(
      fc.property(destination, destination, restaurantId, restaurantId, (current, adding, cartRestaurant, dish) => {
        expect(
          addStep(
            { count: 0, restaurantId: cartRestaurant, destination: current },
            { restaurantId: dish, destination: adding },
          ),
        ).toBe('add');
      }),
    );
  });

  it('a dish for another destination always asks for a new cart, whatever its restaurant', () => {
    fc.assert(
      fc.property(
        destination,
        destination,
        restaurantId,
        restaurantId,
        fc.integer({ min: 1, max: 20 }),
        (current, adding, cartRestaurant, dish, count) => {
          const step = addStep(
            { count, restaurantId: cartRestaurant, destination: current },
            { restaurantId: dish, destination: adding },
          );
          if (!sameDestination(current, adding)) expect(step).toBe('new-cart');
          else expect(step).toBe(cartRestaurant === dish ? 'add' : 'change-restaurant');
        },
      ),
    );
  });

  it('another stop or run of the train is another destination; the station name is only its label', () => {
    expect(sameDestination(seat('JP', 'Jaipur'), seat('SWM', 'Sawai Madhopur'))).toBe(false);
    expect(sameDestination(seat('JP', 'Jaipur'), seat('JP', 'Jaipur', '2026-11-30'))).toBe(false);
    expect(sameDestination(seat('JP', 'Jaipur'), seat('JP', 'Jaipur Jn'))).toBe(true);
    expect(sameDestination(seat('JP', 'Jaipur'), ADDRESS_DESTINATION)).toBe(false);
  });
});
