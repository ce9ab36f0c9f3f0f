import { when } from 'mobx';
import { afterEach, expect, it, vi } from 'vitest';
import { type FavoritesApi, FavoritesApiToken } from '../../infrastructure/ports/FavoritesApi';
import { ADAPTER_SETS, type Harness, installMsw } from '../../../test/helpers/adapterSets';
import { openPage, reloadPage, requestsSettled, slowDown } from '../../../test/helpers/reload';
import { signIn } from '../../../test/helpers/signIn';
import { answerProfilesWithoutId } from '../../../test/helpers/profileWithoutId';
import { FavoritesStore } from './FavoritesStore';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

const kitchen = { id: '2', name: 'Rajdhani Express Kitchen' };
const grill = { id: '5', name: 'Connaught Tandoor & Grill' };
const serverIds = async (h: Harness) =>
  (await h.container.get<FavoritesApi>(FavoritesApiToken).list(null)).map((restaurant) => restaurant.id);

/** Longer than the reload takes, so the toggle is still on its way when the page dies. */
const LATENCY_MS = 200;

for (const set of ADAPTER_SETS) {
  it(`[${set}] a heart toggled just before a reload is what the customer sees after it, and what the server keeps`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await openPage(set);
    await signIn(page);
    const store = page.container.get(FavoritesStore);
    await when(() => store.status === 'loaded');
    store.toggle(kitchen);
    await when(() => !store.isBusy(kitchen.id));

    slowDown(page, LATENCY_MS);
    store.toggle(kitchen); // unmark: lost on the way
    store.toggle(grill); // mark: lost on the way
    expect(store.ids).toEqual([grill.id]);

    const next = await reloadPage(page, 'lost');
    slowDown(next, 0);
    const reloaded = next.container.get(FavoritesStore);
    await when(() => reloaded.status === 'loaded');
    expect(reloaded.ids).toEqual([grill.id]);
    expect(await serverIds(next)).toEqual([grill.id]);

    const again = await reloadPage(next, 'lost');
    const settled = again.container.get(FavoritesStore);
    await when(() => settled.status === 'loaded');
    expect(settled.ids).toEqual([grill.id]);
  });

  it(`[${set}] a profile without an id (the provider's schema allows it) still has its cut-off toggles sent again`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerProfilesWithoutId();
    const page = await openPage(set);
    await signIn(page);
    const store = page.container.get(FavoritesStore);
    await when(() => store.status === 'loaded');

    slowDown(page, LATENCY_MS);
    store.toggle(grill); // mark: lost on the way
    const next = await reloadPage(page, 'lost');
    slowDown(next, 0);
    const reloaded = next.container.get(FavoritesStore);
    await when(() => reloaded.status === 'loaded');
    expect(reloaded.ids).toEqual([grill.id]);
    expect(await serverIds(next)).toEqual([grill.id]);
  });
}
