import { expect, it } from 'vitest';
import { NO_FILTERS } from '../../domain/catalogue/restaurantFilters';
import { NEW_DELHI } from '../../domain/geo/GeoPoint';
import { ApiPaths } from '../api/paths';
import { type CatalogueApi, CatalogueApiToken } from '../ports/CatalogueApi';
import { baseRestaurantIdOf } from '../fake/seed/catalogueScale';
import { demoFixtures } from '../fake/seed/fixtures';
import { DEMO_SETTINGS_KEY } from '../fake/adapters/DemoSettings';
import { createHarness } from '../../../test/helpers/adapterSets';

it('multiplies the catalogue by the demo scale, with copies that map back to their fixture', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ catalogueScale: 32 }));
  const api = harness.container.get<CatalogueApi>(CatalogueApiToken);
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const items = await api.restaurants({ point: NEW_DELHI, page, limit: 50, filters: NO_FILTERS });
    items.forEach((item) => ids.add(item.id));
    if (items.length < 50) break;
  }
  expect(ids.size).toBe(16 * 32);
  for (const id of ids) {
    const base = demoFixtures.restaurants.find((r) => r.id === baseRestaurantIdOf(Number(id)));
    expect(base?.city).toBe('New Delhi');
  }
});

it('keeps a copy as its fixture: same name and facts, so filters hold for every copy', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ catalogueScale: 3 }));
  const veg = await harness.container
    .get<CatalogueApi>(CatalogueApiToken)
    .restaurants({ point: NEW_DELHI, page: 1, limit: 50, filters: { flags: ['pureVeg'], cuisineId: null } });
  for (const restaurant of veg) {
    const base = demoFixtures.restaurants.find((r) => r.id === baseRestaurantIdOf(Number(restaurant.id)))!;
    expect(base.pureVeg).toBe(true);
    expect(restaurant.name).toBe(base.name);
  }
  expect(veg.length).toBe(3 * demoFixtures.restaurants.filter((r) => r.city === 'New Delhi' && r.pureVeg).length);
});

it('fails a listing the demo settings mark as faulty', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.restaurants]: 'server' } }));
  await expect(
    harness.container
      .get<CatalogueApi>(CatalogueApiToken)
      .restaurants({ point: NEW_DELHI, page: 1, limit: 10, filters: NO_FILTERS }),
  ).rejects.toMatchObject({ kind: 'server' });
});
