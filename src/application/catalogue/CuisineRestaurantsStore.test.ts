import { when } from 'mobx';
import { expect, it, vi } from 'vitest';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { CuisineCatalogueStore } from './CuisineCatalogueStore';
import { CuisineRestaurantsStore } from './CuisineRestaurantsStore';
import { createHarness } from '../../../test/helpers/adapterSets';

it("lists a cuisine's restaurants near the customer, and nothing for a cuisine nobody serves nearby", async () => {
  const harness = await createHarness('fake');
  const store = harness.container.get(CuisineRestaurantsStore);
  store.show('3');
  const stop = store.start();
  await when(() => store.pages.ended);
  expect(store.pages.items.length).toBeGreaterThan(0);
  expect(store.pages.items.every((r) => r.cuisineType.includes('Biryani') && r.city === 'New Delhi')).toBe(true);

  store.show('15');
  await when(() => store.pages.ended);
  expect(store.pages.isEmpty).toBe(true);
  stop();
});

it('loads the cuisine categories once and names them by id', async () => {
  const harness = await createHarness('fake');
  const catalogue = harness.container.get(CuisineCatalogueStore);
  await Promise.all([catalogue.ensureLoaded(), catalogue.ensureLoaded()]);
  expect(catalogue.categories).toHaveLength(16);
  expect(catalogue.nameOf('3')).toBe('Biryani');
  expect(catalogue.nameOf('999')).toBeNull();
});

it('a category id from the URL that is not an id lists nothing, without asking the server', async () => {
  const harness = await createHarness('fake');
  const byCuisine = vi.spyOn(harness.container.get<CatalogueApi>(CatalogueApiToken), 'restaurantsByCuisine');
  const store = harness.container.get(CuisineRestaurantsStore);
  store.show('../get-restaurants?limit=100000');
  const stop = store.start();
  await when(() => store.pages.ended);
  expect(store.pages.isEmpty).toBe(true);
  expect(byCuisine).not.toHaveBeenCalled();
  stop();
});
