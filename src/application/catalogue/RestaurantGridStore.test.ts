import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { demoCityNamed } from '../../domain/geo/demoCities';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { testFixtures } from '../../../test/helpers/testFixtures';
import { LocationStore } from '../location/LocationStore';
import { RestaurantGridStore } from './RestaurantGridStore';
import { createHarness } from '../../../test/helpers/adapterSets';

const demoFixtures = await testFixtures();
const byId = new Map(demoFixtures.restaurants.map((r) => [String(r.id), r]));
const inCity = (city: string) => demoFixtures.restaurants.filter((r) => r.city === city);

/** A grid over the fake backend, in New Delhi (the demo IP's city: Node has no device location). */
async function grid(wrap?: (api: CatalogueApi) => CatalogueApi) {
  const harness = await createHarness('fake');
  if (wrap) {
    const real = harness.container.get<CatalogueApi>(CatalogueApiToken);
    harness.container.rebind(CatalogueApiToken).toConstantValue(wrap(real));
  }
  const store = harness.container.get(RestaurantGridStore);
  const stop = store.start();
  await when(() => store.pages.items.length > 0 || store.pages.isEmpty);
  return { store, stop, harness };
}

const settle = (store: RestaurantGridStore) => when(() => store.pages.inFlight === null);

describe('RestaurantGridStore', () => {
  it('loads the first page near the customer, then more until a short page ends the list', async () => {
    const { store, stop } = await grid();
    expect(store.pages.items).toHaveLength(10);
    await store.pages.loadMore();
    expect(store.pages.items).toHaveLength(inCity('New Delhi').length);
    expect(store.pages.ended).toBe(true);
    expect(store.pages.isEmpty).toBe(false);
    stop();
  });

  it('starts again at page 1 when a filter changes, listing only what passes it', async () => {
    const { store, stop } = await grid();
    await store.pages.loadMore();
    store.toggle('pureVeg');
    expect(store.isOn('pureVeg')).toBe(true);
    expect(store.pages.items).toHaveLength(0);
    await when(() => store.pages.ended);
    expect(store.pages.items.map((r) => r.id).sort()).toEqual(
      inCity('New Delhi')
        .filter((r) => r.pureVeg)
        .map((r) => String(r.id))
        .sort(),
    );
    store.clearFilters();
    await when(() => store.pages.items.length === 10);
    expect(store.hasFilters).toBe(false);
    stop();
  });

  it('follows the location: a chosen city lists that city', async () => {
    const { store, stop, harness } = await grid();
    harness.container.get(LocationStore).chooseCity(demoCityNamed('Jaipur'));
    await when(() => store.pages.items.length > 0);
    expect(store.pages.items.every((r) => byId.get(r.id)?.city === 'Jaipur')).toBe(true);
    stop();
  });

  it('shows the empty state when nothing passes the filters', async () => {
    const { store, stop } = await grid();
    store.toggle('lessThan300');
    store.toggle('rating4Plus');
    store.toggle('offers');
    store.toggle('fastDelivery');
    store.setCuisine('12');
    await when(() => store.pages.ended);
    expect(store.pages.isEmpty).toBe(true);
    stop();
  });

  it('never appends a late page of an old filter (no duplicates, no gaps)', async () => {
    const held: Array<() => void> = [];
    let holdNext = false;
    const { store, stop } = await grid((api) => ({
      ...api,
      restaurants: async (request) => {
        const answer = await api.restaurants(request);
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((release) => held.push(release));
        }
        return answer;
      },
    }));
    holdNext = true;
    const latePage2 = store.pages.loadMore();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    store.toggle('pureVeg');
    await when(() => store.pages.ended);
    const vegIds = store.pages.items.map((r) => r.id);
    held[0]!();
    await latePage2;
    expect(store.pages.items.map((r) => r.id)).toEqual(vegIds);
    expect(store.pages.items.every((r) => byId.get(r.id)?.pureVeg)).toBe(true);
    expect(new Set(vegIds).size).toBe(vegIds.length);
    stop();
  });

  it('keeps what it loaded when a page fails, and loads it on retry', async () => {
    let failing = false;
    const { store, stop } = await grid((api) => ({
      ...api,
      restaurants: async (request) => {
        if (failing) throw new Error('Network Error.');
        return api.restaurants(request);
      },
    }));
    failing = true;
    await store.pages.loadMore();
    expect(store.pages.error).toEqual({ kind: 'network' });
    expect(store.pages.items).toHaveLength(10);
    await store.pages.loadMore();
    expect(store.pages.items).toHaveLength(10);
    failing = false;
    store.pages.retry();
    await settle(store);
    expect(store.pages.items).toHaveLength(inCity('New Delhi').length);
    stop();
  });
});
