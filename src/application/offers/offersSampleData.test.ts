import { describe, expect, it } from 'vitest';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { demoMenuIds, demoRestaurant } from '../../../test/helpers/demoCatalogue';
import { DINING_RESTAURANTS, RESTAURANT_CHAINS } from './offersSampleData';

describe('the offers page is bound to the catalogue', () => {
  it('each restaurant with offers is a seeded restaurant with a menu, described as the catalogue describes it', () => {
    for (const sample of DINING_RESTAURANTS) {
      const restaurant = demoRestaurant(sample.id);
      expect(demoMenuIds()).toContain(sample.id);
      expect(sample).toMatchObject({
        name: restaurant.name,
        area: restaurant.area,
        latitude: restaurant.latitude,
        longitude: restaurant.longitude,
        rating: restaurant.rating,
        costForTwoPaise: restaurant.costForTwoPaise,
        pureVeg: restaurant.pureVeg,
        cuisines: restaurant.cuisineNames,
      });
    }
  });

  it('each chain is a seeded restaurant with a menu, at its own place', () => {
    for (const chain of RESTAURANT_CHAINS) {
      const restaurant = demoRestaurant(chain.id);
      expect(demoMenuIds()).toContain(chain.id);
      expect(chain).toEqual({
        id: chain.id,
        name: restaurant.name,
        latitude: restaurant.latitude,
        longitude: restaurant.longitude,
      });
    }
  });

  it('every demo city has restaurants with offers and chains', () => {
    const cities = (ids: string[]) => new Set(ids.map((id) => demoRestaurant(id).city));
    const all = ['New Delhi', 'Agra', 'Jaipur', 'Mumbai'];
    expect([...cities(DINING_RESTAURANTS.map((r) => r.id))].sort()).toEqual([...all].sort());
    expect([...cities(RESTAURANT_CHAINS.map((r) => r.id))].sort()).toEqual([...all].sort());
  });
});

describeEachAdapterSet('the restaurants the offers page opens', (harness) => {
  it('are served by the catalogue under the names the page shows, in both adapter sets', async () => {
    const menu = harness().container.get<MenuApi>(MenuApiToken);
    for (const restaurant of [...DINING_RESTAURANTS, ...RESTAURANT_CHAINS]) {
      expect(await menu.restaurantDetail(restaurant.id)).toMatchObject({ id: restaurant.id, name: restaurant.name });
    }
  });
});
