import { afterEach, expect, it, vi } from 'vitest';
import type { Cart } from '../../domain/cart/CartLine';
import { ADAPTER_SETS, type Harness, installMsw } from '../../../test/helpers/adapterSets';
import { lineOf } from '../../../test/helpers/cartLines';
import { loseSignal, networkSwitchOf, signalBack, signedInWithNetworkSwitch } from '../../../test/helpers/connection';
import { healNetwork } from '../../../test/helpers/faults';
import { customizableDish, plainDish } from '../../../test/helpers/menuFixtures';
import { reloadPage, requestsSettled } from '../../../test/helpers/reload';
import { BackOnlineNotice } from '../connection/BackOnlineNotice';
import { ConnectionStore } from '../connection/ConnectionStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { AppStartup } from '../startup/AppStartup';
import { CartStore } from './CartStore';
import { toastText } from '../../../test/helpers/toastText';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

const seen = (cart: Pick<Cart, 'lines'>) => cart.lines.map((line) => [line.menuId, line.quantity]).sort();
const onServer = (page: Harness) =>
  page.server.db.cartLines
    .findMany((q) => q.where({ userId: 'u-aarav' }))
    .map((line) => [String(line.menuId), line.quantity])
    .sort();
const texts = (page: Harness) => page.container.get(NotificationCenter).pending.map(toastText);
const notices = (page: Harness) => page.container.get(NotificationCenter).pending.map((toast) => toast.notice);

async function signedInPage(set: (typeof ADAPTER_SETS)[number]) {
  const { page, network } = await signedInWithNetworkSwitch(set);
  const store = page.container.get(CartStore);
  await store.whenSynced();
  return { page, network, store };
}

for (const set of ADAPTER_SETS) {
  it(`[${set}] changes made with no signal stay on screen, wait for it, and reach the server in order once it is back`, async () => {
    const { page, network, store } = await signedInPage(set);
    const connection = page.container.get(ConnectionStore);
    const plain = await lineOf(page, 1, plainDish(1).menuId);
    const custom = await lineOf(page, 1, customizableDish(1).menuId);
    store.add(plain);
    await store.whenSynced();

    loseSignal(page, network);
    store.increment(plain.key);
    store.add(custom);
    await store.whenSynced();
    expect(seen(store)).toEqual(seen({ lines: [{ ...plain, quantity: 2 }, custom] }));
    expect(store.waitingForSignal).toBe(true);
    expect(connection.waiting).toBe(2);
    expect(texts(page).filter((text) => text.includes('undone'))).toEqual([]);
    expect(onServer(page)).toEqual([[plain.menuId, 1]]);

    signalBack(page, network);
    await vi.waitFor(() => expect(store.waitingForSignal).toBe(false));
    await store.whenSynced();
    expect(onServer(page)).toEqual(seen({ lines: [{ ...plain, quantity: 2 }, custom] }));
    expect(connection.waiting).toBe(0);
    expect(notices(page)).toContainEqual({ kind: 'backOnline', sent: 2 });
  });

  it(`[${set}] changes waiting for the signal survive a reload made offline and are sent when it returns, once each`, async () => {
    const { page, network, store } = await signedInPage(set);
    const plain = await lineOf(page, 1, plainDish(1).menuId);
    loseSignal(page, network);
    store.add(plain);
    store.increment(plain.key);
    await store.whenSynced();
    expect(store.waitingForSignal).toBe(true);

    const next = await reloadPage(page);
    network.turn(true);
    const nextNetwork = networkSwitchOf(next);
    next.container.get(BackOnlineNotice); // as the shell's connection status does
    loseSignal(next, nextNetwork);
    await next.container.get(AppStartup).run();
    const reloaded = next.container.get(CartStore);
    await reloaded.whenSynced();
    expect(seen(reloaded)).toEqual([[plain.menuId, 2]]);
    expect(reloaded.waitingForSignal).toBe(true);
    expect(next.container.get(ConnectionStore).waiting).toBe(1);
    expect(onServer(next)).toEqual([]);

    signalBack(next, nextNetwork);
    await vi.waitFor(() => expect(onServer(next)).toEqual([[plain.menuId, 2]]));
    await reloaded.whenSynced();
    expect(reloaded.waitingForSignal).toBe(false);
    expect(notices(next)).toContainEqual({ kind: 'backOnline', sent: 1 });
  });

  it(`[${set}] the server's answer wins: a dish that became unavailable while waiting is dropped, named`, async () => {
    const { page, network, store } = await signedInPage(set);
    const plain = await lineOf(page, 1, plainDish(1).menuId);
    loseSignal(page, network);
    store.add(plain);
    await store.whenSynced();
    expect(seen(store)).toEqual([[plain.menuId, 1]]);
    await page.server.db.menuItems.change(Number(plain.menuId), (draft) => void (draft.isAvailable = false));

    signalBack(page, network);
    await vi.waitFor(() => expect(store.waitingForSignal).toBe(false));
    await store.whenSynced();
    expect(store.lines).toEqual([]);
    expect(onServer(page)).toEqual([]);
    expect(page.container.get(NotificationCenter).pending.map((toast) => toast.notice)).toContainEqual({
      kind: 'cartChangeFailed',
      itemName: plain.itemName,
      failure: { kind: 'refused', text: 'This item is not available right now' },
    });
  });

  it(`[${set}] a bill read while changes wait for the signal does not take the server's older cart over them`, async () => {
    const { page, network, store } = await signedInPage(set);
    const plain = await lineOf(page, 1, plainDish(1).menuId);
    store.add(plain);
    await store.whenSynced();
    loseSignal(page, network);
    store.increment(plain.key);
    await store.whenSynced();
    expect(store.waitingForSignal).toBe(true);

    // The bill's read gets through (a tunnel's end) before the held change is sent again.
    healNetwork(page);
    await store.readSummary();
    expect(seen(store)).toEqual([[plain.menuId, 2]]);
    await vi.waitFor(() => expect(onServer(page)).toEqual([[plain.menuId, 2]]));
    network.turn(true);
  });
}
