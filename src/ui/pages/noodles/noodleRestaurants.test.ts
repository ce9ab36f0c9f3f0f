import { expect, it } from 'vitest';
import { demoMenuIds, demoRestaurant } from '../../../../test/helpers/demoCatalogue';
import { NOODLE_RESTAURANTS } from './noodleRestaurants';

it('each noodles card is a seeded restaurant with a menu, described as the catalogue describes it', () => {
  expect(NOODLE_RESTAURANTS).toHaveLength(8);
  for (const card of NOODLE_RESTAURANTS) {
    const restaurant = demoRestaurant(card.id);
    expect(demoMenuIds()).toContain(card.id);
    expect(card).toMatchObject({
      name: restaurant.name,
      rating: restaurant.rating,
      estimatedDeliveryTime: restaurant.estimatedDeliveryTime,
      cuisines: restaurant.cuisineNames.join(', '),
      location: `${restaurant.area}, ${restaurant.city}`,
      pureVeg: restaurant.pureVeg,
      hasOffer: restaurant.offer !== null,
      costForTwoPaise: restaurant.costForTwoPaise,
    });
  }
});
