import { afterEach, expect, it, vi } from 'vitest';
import { awaitsRating } from '../../domain/order/rating';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { ADAPTER_SETS, installMsw } from '../../../test/helpers/adapterSets';
import { networkSwitchOf, signalBack, signedInWithNetworkSwitch } from '../../../test/helpers/connection';
import { pathOf } from '../../../test/helpers/apiOperations';
import { failNetworkFor } from '../../../test/helpers/faults';
import { allOrders } from '../../../test/helpers/orders';
import { reloadPage, requestsSettled } from '../../../test/helpers/reload';
import { signIn } from '../../../test/helpers/signIn';
import { BackOnlineNotice } from '../connection/BackOnlineNotice';
import { ConnectionStore } from '../connection/ConnectionStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { HeldRatings } from './HeldRatings';
import { OrderHistoryStore } from './OrderHistoryStore';
import { toastText } from '../../../test/helpers/toastText';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

for (const set of ADAPTER_SETS) {
  it(`[${set}] a rating submitted with no signal is shown at once and after a reload, kept, and sent when it returns`, async () => {
    const { page, network } = await signedInWithNetworkSwitch(set);
    const store = page.container.get(OrderHistoryStore);
    await store.load();
    const order = store.orders.find(awaitsRating)!;

    failNetworkFor(page, pathOf('submitRating'));
    network.turn(false);
    store.rating.open(order);
    store.rating.setFood(4);
    store.rating.setDelivery(5);
    await store.rating.submit();
    expect(store.rating.isOpen).toBe(false);
    expect(toastText(page.container.get(NotificationCenter).pending.at(-1)!)).toBe('ratingHeld');
    expect(store.orders.find((candidate) => candidate.orderId === order.orderId)).toMatchObject({ foodRating: 4 });
    expect(page.container.get(HeldRatings).isHeld(order.orderId)).toBe(true);
    expect(page.container.get(ConnectionStore).waiting).toBe(1);

    const next = await reloadPage(page);
    network.turn(true);
    const nextNetwork = networkSwitchOf(next);
    next.container.get(BackOnlineNotice); // as the shell's connection status does
    failNetworkFor(next, pathOf('submitRating'));
    nextNetwork.turn(false);
    await signIn(next);
    const held = next.container.get(HeldRatings);
    await vi.waitFor(() => expect(held.isHeld(order.orderId)).toBe(true));
    expect(next.container.get(ConnectionStore).waiting).toBe(1);
    const reloadedHistory = next.container.get(OrderHistoryStore);
    await reloadedHistory.load();
    const listed = reloadedHistory.orders.find((candidate) => candidate.orderId === order.orderId);
    expect(listed).toMatchObject({ foodRating: 4, deliveryRating: 5 });

    signalBack(next, nextNetwork);
    await vi.waitFor(() => expect(held.held).toEqual([]));
    const onServer = (await allOrders(next)).find((candidate) => candidate.orderId === order.orderId);
    expect(onServer).toMatchObject({ foodRating: 4, deliveryRating: 5 });
    expect(next.storage.getItem(StorageKeys.ratingOutbox)).toBeNull();
    expect(next.container.get(NotificationCenter).pending.map((toast) => toast.notice)).toContainEqual({
      kind: 'backOnline',
      sent: 1,
    });
  });
}
