import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cuisineFixtures from '../../../fixtures/cuisines.json';
import { OffersPageStore } from './OffersPageStore';
import { POPULAR_CUISINES } from './offersSampleData';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OffersPageStore', () => {
  it('shows the six sample restaurants and narrows them with the chips', () => {
    const store = new OffersPageStore();
    expect(store.restaurants).toHaveLength(6);
    store.toggleQuickFilter('pureVeg');
    expect(store.restaurants.every((r) => r.pureVeg)).toBe(true);
    store.toggleQuickFilter('rating4');
    expect(store.restaurants.map((r) => r.name)).toEqual(['Banyan Leaf']);
    store.toggleQuickFilter('pureVeg');
    store.toggleQuickFilter('rating4');
    expect(store.restaurants).toHaveLength(6);
  });

  it('sorts, filters by cuisine and clears', () => {
    const store = new OffersPageStore();
    store.setSort('distance');
    const distances = store.restaurants.map((r) => r.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    store.toggleCuisine('Chinese');
    expect(store.restaurants.map((r) => r.name)).toEqual(['Dragon Lantern']);
    expect(store.filtering).toBe(true);
    store.clearFilters();
    expect(store.restaurants).toHaveLength(6);
  });

  it("measures each distance from the customer's location: Rajouri Garden's cafe is near, and 'Within 5km' keeps it", () => {
    const location = {
      point: { latitude: 28.6422, longitude: 77.1225 } as { latitude: number; longitude: number } | null,
    };
    const store = new OffersPageStore(location);
    const cafe = () => store.restaurants.find((r) => r.name === 'Mint & Masala Cafe')!;
    expect(cafe().distanceKm).toBeLessThan(1);
    store.toggleQuickFilter('within5km');
    expect(store.restaurants.map((r) => r.name)).toContain('Mint & Masala Cafe');
    expect(store.restaurants.every((r) => r.distanceKm <= 5)).toBe(true);
    // In Mumbai every sample (all in New Delhi) is far away, and the list says so.
    location.point = { latitude: 19.0553, longitude: 72.8339 };
    const inMumbai = new OffersPageStore(location);
    expect(inMumbai.restaurants.every((r) => r.distanceKm > 1_000)).toBe(true);
    inMumbai.toggleQuickFilter('within5km');
    expect(inMumbai.restaurants).toEqual([]);
  });

  it('switches tabs and shows more chains on demand', () => {
    const store = new OffersPageStore();
    store.setTab('dineout');
    expect(store.tab).toBe('dineout');
    expect(store.chains).toHaveLength(6);
    store.toggleChains();
    expect(store.chains).toHaveLength(12);
  });

  it('rotates pictures every 3 s while playing, not while paused', () => {
    const { rotation } = new OffersPageStore();
    rotation.play();
    expect(rotation.frame(3)).toBe(0);
    vi.advanceTimersByTime(2999);
    expect(rotation.frame(3)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(rotation.frame(3)).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(rotation.frame(3)).toBe(0);
    rotation.pause();
    vi.advanceTimersByTime(9000);
    expect(rotation.frame(3)).toBe(0);
    expect(rotation.playing).toBe(false);
  });

  it('while started, rotates on Order Online only, and not at all for reduced motion; the disposer stops it', () => {
    const store = new OffersPageStore();
    const stop = store.start(true);
    expect(store.rotation.playing).toBe(true);
    store.setTab('dineout');
    expect(store.rotation.playing).toBe(false);
    store.setTab('online');
    vi.advanceTimersByTime(3000);
    expect(store.rotation.frame(3)).toBe(1);
    stop();
    vi.advanceTimersByTime(9000);
    expect(store.rotation.frame(3)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    store.setTab('dineout');
    store.setTab('online');
    expect(store.rotation.playing).toBe(false);

    const stopStill = store.start(false);
    expect(store.rotation.playing).toBe(false);
    stopStill();
  });

  it('moves the promotional carousel both ways, wrapping at the ends', () => {
    const { carousel } = new OffersPageStore();
    expect(carousel.offers).toHaveLength(4);
    carousel.previous();
    expect(carousel.index).toBe(3);
    carousel.next();
    carousel.next();
    expect(carousel.current?.id).toBe(2);
  });
});

describe('the cuisine tiles', () => {
  it('are categories of the catalogue, by their own id and name, so each opens real restaurants', () => {
    const categories = new Map(cuisineFixtures.map((c) => [String(c.category_id), c.category_name]));
    for (const cuisine of POPULAR_CUISINES) expect(categories.get(cuisine.id)).toBe(cuisine.name);
  });
});
