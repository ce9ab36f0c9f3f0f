import { expect, it } from 'vitest';
import { SERVICE_RADIUS_KM } from '../../domain/geo/serviceArea';
import { NO_FILTERS, type RestaurantFilterFlag } from '../../domain/catalogue/restaurantFilters';
import { AppError } from '../../domain/errors/AppError';
import { NEW_DELHI } from '../../domain/geo/GeoPoint';
import { demoFixtures } from '../fake/seed/fixtures';
import { type CatalogueApi, CatalogueApiToken } from '../ports/CatalogueApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';

const api = (h: Harness) => h.container.get<CatalogueApi>(CatalogueApiToken);
const fixture = (id: string) => demoFixtures.restaurants.find((r) => String(r.id) === id)!;
const newDelhiIds = demoFixtures.restaurants.filter((r) => r.city === 'New Delhi').map((r) => String(r.id));
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };

async function allPages(h: Harness, flags: RestaurantFilterFlag[] = [], cuisineId: string | null = null) {
  const all = [];
  for (let page = 1; page < 20; page++) {
    const items = await api(h).restaurants({ point: NEW_DELHI, page, limit: 10, filters: { flags, cuisineId } });
    all.push(...items);
    if (items.length < 10) break;
  }
  return all;
}

describeEachAdapterSet('CatalogueApi contract', (harness) => {
  it('lists the restaurants near a point, nearest first, with the list fields', async () => {
    const page = await api(harness()).restaurants({ point: NEW_DELHI, page: 1, limit: 10, filters: NO_FILTERS });
    expect(page).toHaveLength(10);
    expect(page.map((r) => r.distanceKm)).toEqual([...page.map((r) => r.distanceKm)].sort((a, b) => a - b));
    const first = page[0]!;
    expect(first).toEqual({
      id: expect.any(String),
      name: fixture(first.id).name,
      imageUrl: expect.stringMatching(/\S/),
      rating: fixture(first.id).rating,
      estimatedDeliveryTime: fixture(first.id).estimatedDeliveryTime,
      address: fixture(first.id).address,
      totalReviews: fixture(first.id).totalReviews,
      distanceKm: expect.any(Number),
      area: fixture(first.id).area,
    });
    expect(page.every((r) => r.distanceKm <= SERVICE_RADIUS_KM)).toBe(true);
  });

  it('pages through every restaurant within the radius once, ending on a short page', async () => {
    const all = await allPages(harness());
    expect(all.map((r) => r.id).sort()).toEqual([...newDelhiIds].sort());
    expect(all.length % 10).not.toBe(0);
  });

  it.each<[RestaurantFilterFlag, (r: (typeof demoFixtures.restaurants)[number]) => boolean]>([
    ['pureVeg', (r) => r.pureVeg],
    ['fastDelivery', (r) => r.estimatedDeliveryTime <= 30],
    ['rating4Plus', (r) => r.rating >= 4],
    ['offers', (r) => r.offer !== null],
    ['priceRange300To600', (r) => r.costForTwo >= 300 && r.costForTwo <= 600],
    ['lessThan300', (r) => r.costForTwo < 300],
  ])('narrows the listing to %s', async (flag, rule) => {
    const listed = (await allPages(harness(), [flag])).map((r) => r.id).sort();
    const expected = newDelhiIds.filter((id) => rule(fixture(id))).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
  });

  it('narrows the listing to a cuisine', async () => {
    const listed = (await allPages(harness(), [], '3')).map((r) => r.id).sort();
    expect(listed).toEqual(newDelhiIds.filter((id) => fixture(id).cuisineIds.includes(3)).sort());
  });

  it('lists nothing far from every demo city', async () => {
    expect(await api(harness()).restaurants({ point: CHENNAI, page: 1, limit: 10, filters: NO_FILTERS })).toEqual([]);
  });

  it('refuses a point that is not on the map', async () => {
    const error = await api(harness())
      .restaurants({ point: { latitude: 120, longitude: 77 }, page: 1, limit: 10, filters: NO_FILTERS })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('rejected');
  });

  it("lists a cuisine's restaurants in the snake_case variant, nearest first", async () => {
    const list = await api(harness()).restaurantsByCuisine({ categoryId: '3', point: NEW_DELHI, page: 1, limit: 10 });
    expect(list.length).toBeGreaterThan(0);
    for (const restaurant of list) {
      expect(fixture(restaurant.id).cuisineIds).toContain(3);
      expect(restaurant).toMatchObject({
        name: fixture(restaurant.id).name,
        city: 'New Delhi',
        state: 'Delhi',
        cuisineType: expect.stringContaining('Biryani'),
      });
      expect(restaurant.bannerImageUrl).toMatch(/\S/);
    }
    expect(list.map((r) => r.distanceKm)).toEqual([...list.map((r) => r.distanceKm)].sort((a, b) => a - b));
  });

  it('answers an empty list for a cuisine nobody serves nearby, or an unknown one', async () => {
    expect(
      await api(harness()).restaurantsByCuisine({ categoryId: '15', point: NEW_DELHI, page: 1, limit: 10 }),
    ).toEqual([]);
    expect(
      await api(harness()).restaurantsByCuisine({ categoryId: '999', point: NEW_DELHI, page: 1, limit: 10 }),
    ).toEqual([]);
  });

  it('searches restaurants near the point and cuisine categories', async () => {
    const results = await api(harness()).search({ text: ' biryani ', point: NEW_DELHI });
    expect(results.categories).toEqual([{ id: '3', name: 'Biryani', imageUrl: expect.stringMatching(/\S/) }]);
    expect(results.restaurants.map((r) => r.name)).toContain('Paharganj Biryani House');
    expect(results.restaurants.every((r) => fixture(r.id).city === 'New Delhi')).toBe(true);
  });

  it('finds only categories without a point, and nothing for blank text', async () => {
    expect(await api(harness()).search({ text: 'Pizza', point: null })).toEqual({
      restaurants: [],
      categories: [{ id: '5', name: 'Pizza', imageUrl: expect.any(String) }],
    });
    expect(await api(harness()).search({ text: '   ', point: NEW_DELHI })).toEqual({ restaurants: [], categories: [] });
  });

  it('lists the cuisine categories', async () => {
    const categories = await api(harness()).cuisineCategories();
    expect(categories).toHaveLength(demoFixtures.cuisines.length);
    expect(categories[0]).toEqual({ id: '1', name: 'North Indian', imageUrl: expect.stringMatching(/\S/) });
  });
});
