import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleIndex } from './cycle';
import type { DiningRestaurant } from './dineout';
import { applyDiningFilters, cuisinesOf, type DiningFilters, QUICK_FILTERS, type QuickFilter } from './diningFilters';

const restaurant = (id: number, overrides: Partial<DiningRestaurant>): DiningRestaurant => ({
  id: String(id),
  name: `R${id}`,
  cuisines: ['North Indian'],
  area: 'Connaught Place',
  distanceKm: 3,
  rating: 4.2,
  costForTwoPaise: 100_000,
  pureVeg: false,
  tableBooking: true,
  images: ['a'],
  offers: [],
  ...overrides,
});

const LIST = [
  restaurant(1, { distanceKm: 6.2, rating: 4.6, costForTwoPaise: 220_000 }),
  restaurant(2, { pureVeg: true, cuisines: ['South Indian'], rating: 3.9, costForTwoPaise: 60_000 }),
  restaurant(3, { tableBooking: false, distanceKm: 1.1, cuisines: ['Chinese', 'Thai'] }),
];

const filters = (
  quick: QuickFilter[] = [],
  cuisines: string[] = [],
  sort: DiningFilters['sort'] = 'relevance',
): DiningFilters => ({
  quick: new Set(quick),
  cuisines: new Set(cuisines),
  sort,
});

const ids = (list: DiningRestaurant[]) => list.map((r) => Number(r.id));

describe('dining filters', () => {
  it('keeps everything in the given order with no filter', () => {
    expect(ids(applyDiningFilters(LIST, filters()))).toEqual([1, 2, 3]);
  });

  it.each([
    [['bookTable'], [1, 2]],
    [['within5km'], [2, 3]],
    [['rating4'], [1, 3]],
    [['pureVeg'], [2]],
    [['within5km', 'rating4'], [3]],
  ] as [QuickFilter[], number[]][])('%j keeps %j', (quick, expected) => {
    expect(ids(applyDiningFilters(LIST, filters(quick)))).toEqual(expected);
  });

  it('filters by any chosen cuisine', () => {
    expect(ids(applyDiningFilters(LIST, filters([], ['Thai', 'South Indian'])))).toEqual([2, 3]);
    expect(cuisinesOf(LIST)).toEqual(['Chinese', 'North Indian', 'South Indian', 'Thai']);
  });

  it('lists each cuisine once, alphabetically with case aside', () => {
    const served = (...cuisines: string[]) => ({ ...LIST[0]!, cuisines });
    expect(cuisinesOf([served('thai', 'Biryani'), served('andhra', 'Chaat', 'Biryani')])).toEqual([
      'andhra',
      'Biryani',
      'Chaat',
      'thai',
    ]);
  });

  it('sorts by rating, distance and cost', () => {
    expect(ids(applyDiningFilters(LIST, filters([], [], 'rating')))).toEqual([1, 3, 2]);
    expect(ids(applyDiningFilters(LIST, filters([], [], 'distance')))).toEqual([3, 2, 1]);
    expect(ids(applyDiningFilters(LIST, filters([], [], 'costLow')))).toEqual([2, 3, 1]);
    expect(ids(applyDiningFilters(LIST, filters([], [], 'costHigh')))).toEqual([1, 3, 2]);
  });

  it('never adds a restaurant: every filter narrows the list', () => {
    fc.assert(
      fc.property(fc.subarray([...QUICK_FILTERS]), fc.subarray([...QUICK_FILTERS]), (some, more) => {
        const narrow = ids(applyDiningFilters(LIST, filters([...some, ...more])));
        const wide = ids(applyDiningFilters(LIST, filters(some)));
        expect(narrow.every((id) => wide.includes(id))).toBe(true);
      }),
    );
  });
});

describe('cycleIndex', () => {
  it('wraps both ways', () => {
    expect(cycleIndex(3, 1, 4)).toBe(0);
    expect(cycleIndex(0, -1, 4)).toBe(3);
    expect(cycleIndex(5, 0, 0)).toBe(0);
  });

  it('always lands inside the ring', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        (index, step, length) => {
          const next = cycleIndex(index, step, length);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(length);
        },
      ),
    );
  });
});
