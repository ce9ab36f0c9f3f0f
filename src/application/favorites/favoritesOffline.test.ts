import { when } from 'mobx';
import { afterEach, expect, it, vi } from 'vitest';
import { ADAPTER_SETS, type Harness, installMsw } from '../../../test/helpers/adapterSets';
import { loseSignal, networkSwitchOf, signalBack, signedInWithNetworkSwitch } from '../../../test/helpers/connection';
import { reloadPage, requestsSettled } from '../../../test/helpers/reload';
import { signIn } from '../../../test/helpers/signIn';
import { BackOnlineNotice } from '../connection/BackOnlineNotice';
import { ConnectionStore } from '../connection/ConnectionStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { FavoritesStore } from './FavoritesStore';
import { toastText } from '../../../test/helpers/toastText';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

const kitchen = { id: '2', name: 'Rajdhani Express Kitchen' };
const grill = { id: '5', name: 'Connaught Tandoor & Grill' };
const onServer = (page: Harness) =>
  page.server.db.favorites
    .findMany((q) => q.where({ userId: 'u-aarav' }))
    .map((favorite) => String(favorite.restaurantId))
    .sort();
const texts = (page: Harness) => page.container.get(NotificationCenter).pending.map(toastText);
const notices = (page: Harness) => page.container.get(NotificationCenter).pending.map((toast) => toast.notice);

for (const set of ADAPTER_SETS) {
  it(`[${set}] hearts pressed with no signal stay, survive a reload, and reach the server once it is back`, async () => {
    const { page, network } = await signedInWithNetworkSwitch(set);
    const store = page.container.get(FavoritesStore);
    await when(() => store.status === 'loaded');

    loseSignal(page, network);
    store.toggle(kitchen);
    store.toggle(grill);
    await when(() => !store.isBusy(kitchen.id) && !store.isBusy(grill.id));
    expect(store.ids.slice().sort()).toEqual([kitchen.id, grill.id]);
    expect(store.isWaitingForSignal(kitchen.id)).toBe(true);
    expect(page.container.get(ConnectionStore).waiting).toBe(2);
    expect(texts(page).filter((text) => text.startsWith('favorite'))).toEqual([]);
    expect(onServer(page)).toEqual([]);

    const next = await reloadPage(page);
    network.turn(true);
    const nextNetwork = networkSwitchOf(next);
    next.container.get(BackOnlineNotice); // as the shell's connection status does
    loseSignal(next, nextNetwork);
    await signIn(next);
    const reloaded = next.container.get(FavoritesStore);
    await when(() => reloaded.status === 'failed');
    expect(reloaded.ids.slice().sort()).toEqual([kitchen.id, grill.id]);
    expect(next.container.get(ConnectionStore).waiting).toBe(2);

    signalBack(next, nextNetwork);
    await vi.waitFor(() => expect(onServer(next)).toEqual([kitchen.id, grill.id]));
    await vi.waitFor(() => expect(next.container.get(ConnectionStore).waiting).toBe(0));
    await reloaded.load();
    expect(reloaded.ids.slice().sort()).toEqual([kitchen.id, grill.id]);
    expect(notices(next)).toContainEqual({ kind: 'backOnline', sent: 2 });
  });
}
