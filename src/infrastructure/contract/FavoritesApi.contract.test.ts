import { expect, it } from 'vitest';
import { SessionStore } from '../../application/session/SessionStore';
import { distanceKm } from '../../domain/geo/GeoPoint';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { restaurantFixture } from '../../../test/helpers/menuFixtures';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';
import { type FavoritesApi, FavoritesApiToken } from '../ports/FavoritesApi';

const api = (h: Harness) => h.container.get<FavoritesApi>(FavoritesApiToken);
const ids = async (h: Harness) => (await api(h).list(null)).map((restaurant) => restaurant.id);

describeEachAdapterSet('FavoritesApi contract', (harness) => {
  it('needs a session for every call', async () => {
    expect(await rejection(api(harness()).list(null))).toMatchObject({ kind: 'unauthorized' });
    expect(await rejection(api(harness()).add('1'))).toMatchObject({ kind: 'unauthorized' });
    expect(await rejection(api(harness()).remove('1'))).toMatchObject({ kind: 'unauthorized' });
  });

  it('marks restaurants (repeatable), lists them newest first as restaurant cards, and unmarks them (repeatable)', async () => {
    await signIn(harness());
    expect(await ids(harness())).toEqual([]);
    await api(harness()).add('2');
    harness().clock.advance(1_000);
    await api(harness()).add('5');
    harness().clock.advance(1_000);
    await api(harness()).add('2');
    expect(await ids(harness())).toEqual(['5', '2']);
    const [first] = await api(harness()).list(null);
    const fixture = restaurantFixture(5);
    expect(first).toMatchObject({ id: '5', name: fixture.name, area: fixture.area, rating: fixture.rating });
    expect(first!.imageUrl).not.toBe('');

    await api(harness()).remove('5');
    await api(harness()).remove('5');
    expect(await ids(harness())).toEqual(['2']);
  });

  it('measures distances from the given point', async () => {
    await signIn(harness());
    await api(harness()).add('3');
    const fixture = restaurantFixture(3);
    const from = { latitude: fixture.latitude + 0.05, longitude: fixture.longitude };
    const [restaurant] = await api(harness()).list(from);
    expect(restaurant!.distanceKm).toBeCloseTo(distanceKm(from, fixture), 1);
    expect((await api(harness()).list(null))[0]!.distanceKm).toBe(0);
  });

  it('keeps favourites per customer, across signing out and in', async () => {
    await signIn(harness());
    await api(harness()).add('7');
    await harness().container.get(SessionStore).logout();
    await signIn(harness(), 'priya');
    expect(await ids(harness())).toEqual([]);
    await api(harness()).add('1');
    await signIn(harness());
    expect(await ids(harness())).toEqual(['7']);
  });

  it('refuses a restaurant that does not exist, and an id that is not one before any request', async () => {
    await signIn(harness());
    expect(await rejection(api(harness()).add('999999999'))).toMatchObject({
      kind: 'not-found',
      message: 'Restaurant not found',
    });
    expect(await rejection(api(harness()).add('abc'))).toMatchObject({ kind: 'not-found' });
    expect(await rejection(api(harness()).remove('../orders'))).toMatchObject({ kind: 'not-found' });
    expect(await ids(harness())).toEqual([]);
  });
});
