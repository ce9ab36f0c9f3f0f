import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cuisineFixtures from '../../../fixtures/cuisines.json';
import { OffersPageStore } from './OffersPageStore';
import { DINING_RESTAURANTS, POPULAR_CUISINES } from './offersSampleData';
import { roundKm } from '../../domain/catalogue/nearby';
import { distanceKm, NEW_DELHI } from '../../domain/geo/GeoPoint';
import { SERVICE_RADIUS_KM } from '../../domain/geo/serviceArea';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OffersPageStore', () => {
  it('shows the six restaurants with offers near the customer and narrows them with the chips', () => {
    const store = new OffersPageStore();
    expect(store.restaurants).toHaveLength(6);
    store.toggleQuickFilter('pureVeg');
    expect(store.restaurants.every((r) => r.pureVeg)).toBe(true);
    store.toggleQuickFilter('rating4');
    expect(store.restaurants.map((r) => r.name)).toEqual(['Dilli Dosa Junction']);
    store.toggleQuickFilter('pureVeg');
    store.toggleQuickFilter('rating4');
    expect(store.restaurants).toHaveLength(6);
  });

  it('sorts, filters by cuisine and clears', () => {
    const store = new OffersPageStore();
    store.setSort('rating');
    const ratings = store.restaurants.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    store.toggleCuisine('South Indian');
    expect(store.restaurants.map((r) => r.name)).toEqual(['Dilli Dosa Junction']);
    expect(store.filtering).toBe(true);
    store.clearFilters();
    expect(store.restaurants).toHaveLength(6);
  });

  it("lists the restaurants that deliver to the customer's location, nearest first, each at its true distance", () => {
    const rajouriGarden = { latitude: 28.6422, longitude: 77.1225 };
    const location = { point: rajouriGarden as { latitude: number; longitude: number } | null };
    const store = new OffersPageStore(location);
    const nearest = store.restaurants[0]!;
    expect(nearest.name).toBe('Daryaganj Kebab Point');
    const kebabPoint = DINING_RESTAURANTS.find((r) => r.id === nearest.id)!;
    expect(nearest.distanceKm).toBe(roundKm(distanceKm(rajouriGarden, kebabPoint)));
    const distances = store.restaurants.map((r) => r.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nothing there is within 5 km, and the chip says so rather than keep a far restaurant.
    store.toggleQuickFilter('within5km');
    expect(store.restaurants).toEqual([]);
    // In Bandra, Mumbai, the Mumbai restaurants show instead, the one in Bandra West first.
    location.point = { latitude: 19.0553, longitude: 72.8339 };
    const inMumbai = new OffersPageStore(location);
    expect(inMumbai.restaurants.map((r) => r.name)[0]).toBe('Gateway Mughlai Kitchen');
    expect(inMumbai.restaurants.every((r) => r.distanceKm <= SERVICE_RADIUS_KM)).toBe(true);
    expect(inMumbai.chains.map((chain) => chain.name)).toContain('Bandra Burger Station');
    expect(inMumbai.cuisineOptions).toContain('Maharashtrian');
  });

  it('shows no restaurant and no chain where none delivers', () => {
    const store = new OffersPageStore({ point: { latitude: 13.0827, longitude: 80.2707 } });
    expect(store.totalRestaurants).toBe(0);
    expect(store.restaurants).toEqual([]);
    expect(store.chains).toEqual([]);
    expect(store.hasMoreChains).toBe(false);
  });

  it('switches tabs and shows more chains on demand, nearest first', () => {
    const store = new OffersPageStore();
    store.setTab('dineout');
    expect(store.tab).toBe('dineout');
    expect(store.chains).toHaveLength(6);
    expect(store.hasMoreChains).toBe(true);
    store.toggleChains();
    const delhi = store.chains;
    expect(delhi).toHaveLength(8);
    const distances = delhi.map((chain) => distanceKm(NEW_DELHI, chain));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
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
