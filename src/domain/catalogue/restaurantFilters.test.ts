import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filtersKey,
  matchesFilterFlags,
  RESTAURANT_FILTER_FLAGS,
  type RestaurantFacts,
  toggleFilterFlag,
} from './restaurantFilters';

const base: RestaurantFacts = {
  estimatedDeliveryTime: 25,
  rating: 4.2,
  pureVeg: true,
  hasOffer: true,
  costForTwoPaise: 400_00,
};

describe('filter predicates', () => {
  it.each([
    ['fastDelivery', { estimatedDeliveryTime: 30 }, true],
    ['fastDelivery', { estimatedDeliveryTime: 31 }, false],
    ['rating4Plus', { rating: 4 }, true],
    ['rating4Plus', { rating: 3.9 }, false],
    ['pureVeg', { pureVeg: false }, false],
    ['offers', { hasOffer: false }, false],
    ['priceRange300To600', { costForTwoPaise: 300_00 }, true],
    ['priceRange300To600', { costForTwoPaise: 600_00 }, true],
    ['priceRange300To600', { costForTwoPaise: 601_00 }, false],
    ['lessThan300', { costForTwoPaise: 299_00 }, true],
    ['lessThan300', { costForTwoPaise: 300_00 }, false],
  ] as const)('%s on %o → %s', (flag, change, expected) => {
    expect(matchesFilterFlags({ ...base, ...change }, [flag])).toBe(expected);
  });

  it('lets every restaurant through when no flag is on', () => {
    expect(matchesFilterFlags({ ...base, pureVeg: false, rating: 1 }, [])).toBe(true);
  });

  it('requires every chosen flag, but treats the two price bands as alternatives', () => {
    expect(matchesFilterFlags({ ...base, pureVeg: false }, ['pureVeg', 'offers'])).toBe(false);
    expect(matchesFilterFlags({ ...base, costForTwoPaise: 200_00 }, ['priceRange300To600', 'lessThan300'])).toBe(true);
    expect(matchesFilterFlags({ ...base, costForTwoPaise: 450_00 }, ['priceRange300To600', 'lessThan300'])).toBe(true);
    expect(matchesFilterFlags({ ...base, costForTwoPaise: 700_00 }, ['priceRange300To600', 'lessThan300'])).toBe(false);
    expect(matchesFilterFlags({ ...base, costForTwoPaise: 200_00, pureVeg: false }, ['pureVeg', 'lessThan300'])).toBe(
      false,
    );
  });

  it('never lets more through when a flag is added', () => {
    const facts = fc.record({
      estimatedDeliveryTime: fc.integer({ min: 10, max: 60 }),
      rating: fc.double({ min: 0, max: 5, noNaN: true }),
      pureVeg: fc.boolean(),
      hasOffer: fc.boolean(),
      costForTwoPaise: fc.integer({ min: 50_00, max: 2000_00 }),
    });
    const flags = fc.subarray([...RESTAURANT_FILTER_FLAGS]);
    const nonPriceFlag = fc.constantFrom('fastDelivery', 'rating4Plus', 'pureVeg', 'offers' as const);
    fc.assert(
      fc.property(
        facts,
        flags,
        nonPriceFlag,
        (f, on, extra) => !matchesFilterFlags(f, [...on, extra]) || matchesFilterFlags(f, on),
      ),
    );
  });
});

describe('toggling and keys', () => {
  it('toggles a flag on and off, keeping the chips order', () => {
    expect(toggleFilterFlag(['offers'], 'pureVeg')).toEqual(['pureVeg', 'offers']);
    expect(toggleFilterFlag(['pureVeg', 'offers'], 'pureVeg')).toEqual(['offers']);
  });

  it('gives equal filters equal keys whatever the order', () => {
    expect(filtersKey({ flags: ['offers', 'pureVeg'], cuisineId: '3' })).toBe(
      filtersKey({ flags: ['pureVeg', 'offers'], cuisineId: '3' }),
    );
    expect(filtersKey({ flags: ['pureVeg'], cuisineId: null })).not.toBe(
      filtersKey({ flags: ['pureVeg'], cuisineId: '3' }),
    );
  });
});
