import { expect, it } from 'vitest';
import { describeEachAdapterSet } from '../../../../test/helpers/adapterSets';
import { type MenuApi, MenuApiToken } from '../../../infrastructure/ports/MenuApi';
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

describeEachAdapterSet('the restaurants the noodles page opens', (harness) => {
  it('are served by the catalogue under the names the page shows, in both adapter sets', async () => {
    const menu = harness().container.get<MenuApi>(MenuApiToken);
    for (const restaurant of NOODLE_RESTAURANTS) {
      expect(await menu.restaurantDetail(restaurant.id)).toMatchObject({ id: restaurant.id, name: restaurant.name });
    }
  });
});
