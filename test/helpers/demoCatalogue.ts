import { demoFixtures } from '../../src/infrastructure/fake/seed/fixtures';

/**
 * A restaurant of the demo seed (what the in-browser backend and `npm run api` both serve), with its cuisines named,
 * for checking that a page's static cards describe the restaurant they open.
 */
export function demoRestaurant(id: string) {
  const record = demoFixtures.restaurants.find((restaurant) => String(restaurant.id) === id);
  if (!record) throw new Error(`No restaurant ${id} in the demo seed`);
  const cuisineName = (cuisineId: number) =>
    demoFixtures.cuisines.find((cuisine) => cuisine.category_id === cuisineId)?.category_name;
  return { ...record, cuisineNames: record.cuisineIds.map(cuisineName), costForTwoPaise: record.costForTwo * 100 };
}

/** The ids of the restaurants that have a menu in the demo seed. */
export const demoMenuIds = (): string[] => demoFixtures.menus.restaurantIds.map(String);
