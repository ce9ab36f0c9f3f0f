import { expect, it } from 'vitest';
import { demoFixtures } from './fixtures';

it('ships a demo catalogue of at least 60 restaurants in at least 4 cities and 12 cuisines', () => {
  expect(demoFixtures.restaurants.length).toBeGreaterThanOrEqual(60);
  expect(new Set(demoFixtures.restaurants.map((r) => r.city)).size).toBeGreaterThanOrEqual(4);
  expect(demoFixtures.cuisines.length).toBeGreaterThanOrEqual(12);
  const cuisineIds = new Set(demoFixtures.cuisines.map((c) => c.category_id));
  for (const restaurant of demoFixtures.restaurants)
    for (const id of restaurant.cuisineIds) expect(cuisineIds.has(id)).toBe(true);
  expect(new Set(demoFixtures.restaurants.map((r) => r.id)).size).toBe(demoFixtures.restaurants.length);
});
