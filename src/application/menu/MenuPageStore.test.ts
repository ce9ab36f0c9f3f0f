import { afterEach, expect, it, vi } from 'vitest';
import { MENU_SEARCH_DEBOUNCE_MS } from '../../domain/menu/menuRules';
import { distanceText } from '../../domain/geo/serviceAreaTexts';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { describeOnFakeSet } from '../../../test/helpers/adapterSets';
import { menuOf, restaurantFixture } from '../../../test/helpers/menuFixtures';
import { MenuPageStore } from './MenuPageStore';
import { RestaurantHeaderStore } from './RestaurantHeaderStore';
import { AddressBookStore } from '../address/AddressBookStore';
import { signIn } from '../../../test/helpers/signIn';

afterEach(() => {
  vi.useRealTimers();
});

describeOnFakeSet('MenuPageStore', (harness) => {
  const started = async (restaurantId = '1', itemSearch = '') => {
    const store = harness().container.get(MenuPageStore);
    store.start(restaurantId, itemSearch);
    await vi.waitFor(() => expect(store.loading).toBe(false));
    return store;
  };

  it('is loading before its first page is asked for: no "no items" text (the prerendered page shows this state)', () => {
    const store = harness().container.get(MenuPageStore);
    expect(store.loading).toBe(true);
    expect(store.empty).toBeNull();
  });

  it("after start's disposer ran, a page on its way and a pending search change nothing", async () => {
    const items = vi.spyOn(harness().container.get<MenuApi>(MenuApiToken), 'items');
    const store = harness().container.get(MenuPageStore);
    const stop = store.start('1', '');
    stop();
    await items.mock.results[0]!.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.items).toEqual([]);

    const stopAgain = store.start('1', '');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timersBefore = vi.getTimerCount();
    store.setSearchText('biryani');
    stopAgain();
    expect(vi.getTimerCount()).toBe(timersBefore);
    vi.advanceTimersByTime(MENU_SEARCH_DEBOUNCE_MS);
    expect(store.appliedSearch).toBe('');
  });

  it('shows the menu in pages of 10 until a short page', async () => {
    const store = await started();
    expect(store.items).toHaveLength(10);
    expect(store.hasMore).toBe(true);
    expect(store.ended).toBe(false);
    await store.loadMore();
    expect(store.items).toHaveLength(menuOf(1).length);
    expect(store.hasMore).toBe(false);
    expect(store.ended).toBe(true);
  });

  it('reloads from page 1 when a chip is chosen', async () => {
    const store = await started();
    store.setFilter('Egg');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(store.items.map((item) => item.mealCategory)).toEqual(
      menuOf(1)
        .filter((item) => item.mealCategory === 'Egg')
        .map(() => 'Egg'),
    );
    store.setFilter('BESTSELLER');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(store.items.every((item) => item.isBestSeller)).toBe(true);
  });

  it('searches 500 ms after the last keystroke and honours the chips on the results', async () => {
    const store = await started();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.setSearchText('bir');
    store.setSearchText('biryani');
    vi.advanceTimersByTime(MENU_SEARCH_DEBOUNCE_MS - 1);
    expect(store.appliedSearch).toBe('');
    vi.advanceTimersByTime(1);
    expect(store.appliedSearch).toBe('biryani');
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(store.visibleItems.length).toBeGreaterThan(1);
    expect(
      store.visibleItems.every(
        (item) => item.itemName.toLowerCase().includes('biryani') || item.description.toLowerCase().includes('biryani'),
      ),
    ).toBe(true);
    store.setFilter('VEG');
    expect(store.visibleItems.every((item) => item.mealCategory === 'Veg')).toBe(true);
    expect(store.ended).toBe(false);
  });

  it('starts with the search carried in navigation state, and says when nothing matches', async () => {
    const store = await started('1', 'biryani');
    expect(store.searchText).toBe('biryani');
    expect(store.visibleItems.length).toBeGreaterThan(0);
    const none = await started('1', 'zzz pizza zzz');
    expect(none.empty).toBe('noSearchMatches');
  });

  it("says 'No items available' when a filter leaves nothing", async () => {
    const veg = await started('2');
    veg.setFilter('NONVEG');
    await vi.waitFor(() => expect(veg.loading).toBe(false));
    expect(veg.empty).toBe('noItems');
  });
});

describeOnFakeSet('RestaurantHeaderStore', (harness) => {
  it('shows the preview from the home grid at once, then the restaurant detail', async () => {
    const store = harness().container.get(RestaurantHeaderStore);
    const preview = {
      id: '1',
      name: 'From the grid',
      rating: 4,
      totalReviews: 1,
      area: 'Somewhere',
      estimatedDeliveryTime: 30,
    };
    store.openRestaurant('1', preview);
    expect(store.header).toEqual(preview);
    await vi.waitFor(() => expect(store.header?.name).toBe(restaurantFixture(1).name));
    expect(store.header).toMatchObject({
      totalReviews: restaurantFixture(1).totalReviews,
      area: restaurantFixture(1).area,
    });
  });

  it('says a kitchen does not deliver to the selected address, and how far it is, until one in its area is chosen', async () => {
    await signIn(harness(), 'priya');
    const book = harness().container.get(AddressBookStore);
    await book.load();
    const store = harness().container.get(RestaurantHeaderStore);
    store.openRestaurant('2');
    await vi.waitFor(() => expect(store.restaurant?.location).toBeTruthy());
    expect(store.outOfArea?.restaurantName).toBe('Rajdhani Express Kitchen');
    expect(distanceText(store.outOfArea!.distanceKm)).toBe('1,153 km');
    const bandra = harness().container.get(RestaurantHeaderStore);
    bandra.openRestaurant('55');
    await vi.waitFor(() => expect(bandra.restaurant?.location).toBeTruthy());
    expect(bandra.outOfArea).toBeNull();
  });

  it('flags an unknown restaurant', async () => {
    const store = harness().container.get(RestaurantHeaderStore);
    store.openRestaurant('999');
    await vi.waitFor(() => expect(store.notFound).toBe(true));
    expect(store.error).toEqual({ kind: 'refused', text: 'Restaurant not found' });
  });

  it('a restaurant id that is not one shows Restaurant not found without asking the server', async () => {
    const api = harness().container.get<MenuApi>(MenuApiToken);
    const calls = [vi.spyOn(api, 'restaurantDetail'), vi.spyOn(api, 'items'), vi.spyOn(api, 'searchItems')];
    const header = harness().container.get(RestaurantHeaderStore);
    const store = harness().container.get(MenuPageStore);
    header.openRestaurant('../../orders/get-cart-info');
    store.start('../../orders/get-cart-info', 'biryani');
    await vi.waitFor(() => expect(header.notFound).toBe(true));
    expect(store.loading).toBe(false);
    expect(store.items).toEqual([]);
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });
});
