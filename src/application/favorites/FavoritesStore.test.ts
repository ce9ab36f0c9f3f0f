import { when } from 'mobx';
import { expect, it } from 'vitest';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type FavoritesApi, FavoritesApiToken } from '../../infrastructure/ports/FavoritesApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { failServerFor, healNetwork } from '../../../test/helpers/faults';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { FavoritesStore } from './FavoritesStore';

const kitchen = { id: '2', name: 'Rajdhani Express Kitchen' };
const grill = { id: '5', name: 'Connaught Tandoor & Grill' };
const serverIds = async (h: Harness) =>
  (await h.container.get<FavoritesApi>(FavoritesApiToken).list(null)).map((restaurant) => restaurant.id);
const lastToast = (h: Harness) => h.container.get(NotificationCenter).pending.at(-1);

async function signedIn(h: Harness) {
  await signIn(h);
  const store = h.container.get(FavoritesStore);
  await store.load();
  return store;
}

describeEachAdapterSet('FavoritesStore', (harness) => {
  it('a heart marks at once, the backend keeps it, and a second press unmarks', async () => {
    const store = await signedIn(harness());
    expect(store.toggle(kitchen)).toBe('handled');
    expect(store.isFavorite('2')).toBe(true);
    expect(store.isBusy('2')).toBe(true);
    await when(() => !store.isBusy('2'));
    expect(await serverIds(harness())).toEqual(['2']);

    store.toggle(grill);
    await when(() => !store.isBusy('5'));
    await store.load();
    expect(store.ids).toEqual(['5', '2']);
    expect(store.restaurants.map((restaurant) => restaurant.name)).toEqual([grill.name, kitchen.name]);

    store.toggle(kitchen);
    expect(store.restaurants.map((restaurant) => restaurant.id)).toEqual(['5']);
    await when(() => !store.isBusy('2'));
    expect(await serverIds(harness())).toEqual(['5']);
  });

  it('puts the heart back and says why when the server fails the call, both ways', async () => {
    const store = await signedIn(harness());
    failServerFor(harness(), pathOf('addFavorite'));
    store.toggle(kitchen);
    expect(store.isFavorite('2')).toBe(true);
    await when(() => !store.isBusy('2'));
    expect(store.isFavorite('2')).toBe(false);
    expect(lastToast(harness())).toMatchObject({
      variant: 'error',
      notice: { kind: 'favoriteAddFailed', restaurantName: kitchen.name, failure: { kind: 'network' } },
    });

    healNetwork(harness());
    store.toggle(kitchen);
    await when(() => !store.isBusy('2'));
    await store.load();
    failServerFor(harness(), pathOf('removeFavorite'));
    store.toggle(kitchen);
    expect(store.restaurants).toEqual([]);
    await when(() => !store.isBusy('2'));
    expect(store.isFavorite('2')).toBe(true);
    expect(store.restaurants.map((restaurant) => restaurant.id)).toEqual(['2']);
    expect(lastToast(harness())).toMatchObject({
      variant: 'error',
      notice: { kind: 'favoriteRemoveFailed', restaurantName: kitchen.name, failure: { kind: 'network' } },
    });
    expect(await serverIds(harness())).toEqual(['2']);
  });

  it('sends a visitor to sign in and marks the heart once they have', async () => {
    const store = harness().container.get(FavoritesStore);
    expect(store.toggle(grill)).toBe('sign-in');
    expect(store.isFavorite('5')).toBe(false);
    await signIn(harness());
    await when(() => store.isFavorite('5') && !store.isBusy('5'));
    expect(await serverIds(harness())).toEqual(['5']);
  });

  it('a list read before a heart was pressed does not undo it when its answer comes later', async () => {
    const store = await signedIn(harness());
    store.toggle(kitchen);
    await when(() => !store.isBusy('2'));
    const stale = store.load(); // asked for now, answered after the unmark below has reached the server
    store.toggle(kitchen);
    await when(() => !store.isBusy('2'));
    await stale;
    expect(store.isFavorite('2')).toBe(false);
    await store.load();
    expect(store.isFavorite('2')).toBe(false);
  });

  it('forgets the hearts at sign-out and reads them back at sign-in', async () => {
    const store = await signedIn(harness());
    store.toggle(kitchen);
    await when(() => !store.isBusy('2'));
    await harness().container.get(SessionStore).logout();
    expect(store.ids).toEqual([]);
    await signIn(harness());
    await when(() => store.status === 'loaded');
    expect(store.isFavorite('2')).toBe(true);
  });
});
