import { toastText } from '../../../test/helpers/toastText';
import { expect, it } from 'vitest';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { awaitsRating, RATING_COMMENT_MAX } from '../../domain/order/rating';
import { pathOf } from '../../../test/helpers/apiOperations';
import { describeEachAdapterSet, describeOnFakeSet, type Harness } from '../../../test/helpers/adapterSets';
import { DECLINED_TEXT, declineFor, failNetworkFor, healNetwork } from '../../../test/helpers/faults';
import { allOrders } from '../../../test/helpers/orders';
import { ORDER_REFRESH_MS } from '../../domain/order/orderRefresh';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OrderHistoryStore } from './OrderHistoryStore';
import { OrderUpdates } from './OrderUpdates';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { vi } from 'vitest';

async function history(h: Harness) {
  await signIn(h);
  const store = h.container.get(OrderHistoryStore);
  await store.load();
  return store;
}

const lastToast = (h: Harness) => h.container.get(NotificationCenter).pending.at(-1);

describeOnFakeSet('OrderHistoryStore', (harness) => {
  it('loads ten orders, then the rest with Load More, which then goes away', async () => {
    const store = await history(harness());
    expect(store.status).toBe('loaded');
    expect(store.orders).toHaveLength(10);
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    expect(store.orders.length).toBeGreaterThan(10);
    expect(new Set(store.orders.map((order) => order.orderId)).size).toBe(store.orders.length);
    expect(store.hasMore).toBe(false);
  });

  it('a filter change starts again at page 1 with only that status', async () => {
    const store = await history(harness());
    await store.loadMore();
    await store.selectFilter('delivered');
    expect(store.filter).toBe('delivered');
    expect(store.orders.length).toBeLessThanOrEqual(10);
    expect(store.orders.every((order) => orderStatusLabel(order.orderStatus) === 'Delivered')).toBe(true);
    await store.selectFilter('payment processing');
    expect(store.orders).toEqual([]);
    expect(store.status).toBe('loaded');
    expect(store.hasMore).toBe(false);
  });

  it('rates a delivered order: prefilled, Submit only with food and delivery stars, the list updated in place', async () => {
    const store = await history(harness());
    const order = store.orders.find(awaitsRating)!;
    store.rating.open(order);
    expect(store.rating.isOpen).toBe(true);
    expect(store.rating.canSubmit).toBe(false);
    store.rating.setFood(4);
    expect(store.rating.canSubmit).toBe(false);
    store.rating.setDelivery(5);
    store.rating.setItem(order.items[0]!.menuId, 3);
    store.rating.setComment('  Lovely food  ');
    expect(store.rating.canSubmit).toBe(true);
    await store.rating.submit();
    expect(store.rating.isOpen).toBe(false);
    expect(lastToast(harness())).toMatchObject({
      variant: 'success',
      notice: { kind: 'ratingSubmitted' },
    });
    const updated = store.orders.find((candidate) => candidate.orderId === order.orderId)!;
    expect(updated).toMatchObject({ foodRating: 4, deliveryRating: 5, comment: 'Lovely food' });
    expect(updated.items[0]!.itemRating).toBe(3);
    const onServer = (await allOrders(harness())).find((candidate) => candidate.orderId === order.orderId);
    expect(onServer).toMatchObject({ foodRating: 4, deliveryRating: 5, comment: 'Lovely food' });
  });

  it('a comment longer than the server takes is cut at 1,000 characters and submitted (it was refused: "Invalid request…")', async () => {
    const store = await history(harness());
    const order = store.orders.find(awaitsRating)!;
    store.rating.open(order);
    store.rating.setFood(5);
    store.rating.setDelivery(5);
    store.rating.setComment('a'.repeat(2500));
    expect(store.rating.draft.comment).toHaveLength(RATING_COMMENT_MAX);
    await store.rating.submit();
    expect(lastToast(harness())).toMatchObject({
      variant: 'success',
      notice: { kind: 'ratingSubmitted' },
    });
  });

  it('without push, reads the shown pages again every 30 s while an order may move, and not once all are final', async () => {
    await signIn(harness());
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const store = harness().container.get(OrderHistoryStore);
      const stop = store.start();
      await vi.waitFor(() => expect(store.status).toBe('loaded'));
      const preparing = store.orders.find((order) => orderStatusLabel(order.orderStatus) === 'Preparing')!;
      expect(preparing).toBeDefined();
      const history = vi.spyOn(harness().container.get<OrdersApi>(OrdersApiToken), 'history');
      harness().clock.advance(24 * 60 * 60_000);
      vi.advanceTimersByTime(ORDER_REFRESH_MS);
      await vi.waitFor(() =>
        expect(orderStatusLabel(store.orders.find((order) => order.orderId === preparing.orderId)!.orderStatus)).toBe(
          'Delivered',
        ),
      );
      expect(store.anyOrderMayMove).toBe(false);
      const reads = history.mock.calls.length;
      vi.advanceTimersByTime(3 * ORDER_REFRESH_MS);
      expect(history).toHaveBeenCalledTimes(reads);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the rating only for a delivered order not rated yet', async () => {
    const store = await history(harness());
    const rated = store.orders.find((order) => order.foodRating > 0)!;
    store.offerRating(rated.orderId);
    expect(store.rating.isOpen).toBe(false);
    const moving = store.orders.find((order) => orderStatusLabel(order.orderStatus) === 'Preparing')!;
    store.offerRating(moving.orderId);
    expect(store.rating.isOpen).toBe(false);
    expect(harness().container.get(NotificationCenter).pending.map(toastText)).not.toContain('ratingOnlyDelivered');
  });
});

/** Failed and declined calls depend on the transport: both adapter sets. */
describeEachAdapterSet('OrderHistoryStore, through faults', (harness) => {
  it('fails to a retryable error with a toast of the server message; a failed Load More keeps the list', async () => {
    await signIn(harness());
    failNetworkFor(harness(), pathOf('orderHistory'));
    const store = harness().container.get(OrderHistoryStore);
    await store.load();
    expect(store.status).toBe('failed');
    expect(lastToast(harness())).toMatchObject({
      variant: 'error',
      notice: { kind: 'ordersFetchFailed', failure: { kind: 'network' } },
    });
    healNetwork(harness());
    await store.load();
    expect(store.orders).toHaveLength(10);
    failNetworkFor(harness(), pathOf('orderHistory'));
    await store.loadMore();
    expect(store.orders).toHaveLength(10);
    expect(store.hasMore).toBe(true);
    expect(lastToast(harness())?.variant).toBe('error');
  });

  it('refuses to rate an order that is not delivered, shows a refused rating, and Cancel resets everything', async () => {
    const store = await history(harness());
    const preparing = store.orders.find((order) => orderStatusLabel(order.orderStatus) === 'Preparing')!;
    store.rating.open(preparing);
    expect(store.rating.isOpen).toBe(false);
    expect(lastToast(harness())).toMatchObject({
      variant: 'error',
      notice: { kind: 'ratingOnlyDelivered' },
    });

    const delivered = store.orders.find(awaitsRating)!;
    store.rating.open(delivered);
    store.rating.setFood(5);
    store.rating.setDelivery(5);
    declineFor(harness(), pathOf('submitRating'));
    await store.rating.submit();
    expect(lastToast(harness())).toMatchObject({
      variant: 'error',
      notice: { kind: 'ratingFailed', failure: { kind: 'refused', text: DECLINED_TEXT } },
    });
    expect(store.rating.isOpen).toBe(true);
    store.rating.close();
    expect(store.rating.draft).toEqual({ food: 0, delivery: 0, items: {}, comment: '' });
    expect(store.orders.find((order) => order.orderId === delivered.orderId)?.foodRating).toBe(0);
  });

  it('start loads the first page itself; after its disposer a page on its way changes nothing and toasts nothing', async () => {
    await signIn(harness());
    const api = harness().container.get<OrdersApi>(OrdersApiToken);
    const calls = vi.spyOn(api, 'history');
    const store = harness().container.get(OrderHistoryStore);
    const stop = store.start();
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(store.orders).toHaveLength(10);
    stop();

    const again = harness().container.get(OrderHistoryStore);
    const stopAgain = again.start();
    stopAgain();
    await calls.mock.results.at(-1)!.value;
    await Promise.resolve();
    expect(again.status).toBe('loading');
    expect(again.orders).toEqual([]);

    failNetworkFor(harness(), pathOf('orderHistory'));
    const failing = harness().container.get(OrderHistoryStore);
    const toasts = harness().container.get(NotificationCenter).pending.length;
    const stopFailing = failing.start();
    stopFailing();
    await (calls.mock.results.at(-1)!.value as Promise<unknown>).catch(() => undefined);
    await Promise.resolve();
    expect(failing.status).toBe('loading');
    expect(harness().container.get(NotificationCenter).pending).toHaveLength(toasts);
  });

  it('brings the shown pages up to date by itself when a push says an order moved, keeping Load More', async () => {
    await signIn(harness());
    const store = harness().container.get(OrderHistoryStore);
    const stop = store.start();
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    await store.loadMore();
    const shown = store.orders.length;
    const preparing = store.orders.find((order) => orderStatusLabel(order.orderStatus) === 'Preparing')!;
    expect(preparing).toBeDefined();
    harness().clock.advance(30 * 60_000);
    harness().container.get(OrderUpdates).publish({ orderId: preparing.orderId, status: 'delivered' });
    await vi.waitFor(() =>
      expect(store.orders.find((order) => order.orderId === preparing.orderId)!.orderStatus).toBe('Delivered'),
    );
    expect(store.status).toBe('loaded');
    expect(store.orders).toHaveLength(shown);
    expect(store.hasMore).toBe(false);

    // A push's 'Rate your order' opens Rate Your Order for that order; after stop() updates are no longer followed.
    store.offerRating(preparing.orderId);
    expect(store.rating.order?.orderId).toBe(preparing.orderId);
    stop();
    failNetworkFor(harness(), pathOf('orderHistory'));
    harness().container.get(OrderUpdates).publish({ orderId: preparing.orderId, status: 'delivered' });
    expect(store.status).toBe('loaded');
  });
});
