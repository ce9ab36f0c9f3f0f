import { expect, it, vi } from 'vitest';
import { ORDER_REFRESH_MS } from '../../domain/order/orderRefresh';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { canReorder } from '../../domain/reorder/reorder';
import { describeOnFakeSet, type Harness } from '../../../test/helpers/adapterSets';
import { allOrders, checkoutApi, fillCart, orderRequest } from '../../../test/helpers/orders';
import { signIn } from '../../../test/helpers/signIn';
import { OrderCancellationStore } from './OrderCancellationStore';
import { OrderLookupStore } from './OrderLookupStore';

const lookupOf = (h: Harness) => h.container.get(OrderLookupStore);

describeOnFakeSet('OrderLookupStore (Reorder on the order screen)', (harness) => {
  it("finds a finished order past the history's first page, with its lines, in one read by its id", async () => {
    await signIn(harness());
    const orders = await allOrders(harness());
    expect(orders.length).toBeGreaterThan(10);
    const oldest = orders.at(-1)!;
    const api = harness().container.get<OrdersApi>(OrdersApiToken);
    const history = vi.spyOn(api, 'history');
    const byId = vi.spyOn(api, 'order');
    const store = lookupOf(harness());
    const stop = store.start(oldest.orderId);
    await vi.waitFor(() => expect(store.order?.orderId).toBe(oldest.orderId));
    expect(store.order?.items).toEqual(oldest.items);
    expect(history).not.toHaveBeenCalled();
    expect(byId.mock.calls).toEqual([[oldest.orderId]]);
    stop();
  });

  it('reads the order again when an update about it arrives, so a cancelled order offers Reorder', async () => {
    await signIn(harness());
    await fillCart(harness());
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest());
    const store = lookupOf(harness());
    const stop = store.start(orderId);
    await vi.waitFor(() => expect(store.order?.orderId).toBe(orderId));
    expect(canReorder(store.order!)).toBe(false);
    const cancellation = harness().container.get(OrderCancellationStore);
    cancellation.ask(store.order!);
    await cancellation.confirm();
    await vi.waitFor(() => expect(canReorder(store.order!)).toBe(true));
    stop();
  });

  it('without push, reads the order again every 30 s while it may move, and stops once it is final', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await signIn(harness());
      await fillCart(harness());
      const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest());
      const reads = vi.spyOn(harness().container.get<OrdersApi>(OrdersApiToken), 'order');
      const store = lookupOf(harness());
      const stop = store.start(orderId);
      await vi.waitFor(() => expect(store.order?.orderId).toBe(orderId));
      expect(orderStatusLabel(store.order!.orderStatus)).toBe('Pending');

      harness().clock.advance(2 * 60_000);
      vi.advanceTimersByTime(ORDER_REFRESH_MS);
      await vi.waitFor(() => expect(orderStatusLabel(store.order!.orderStatus)).toBe('Confirmed'));

      harness().clock.advance(24 * 60 * 60_000);
      vi.advanceTimersByTime(ORDER_REFRESH_MS);
      await vi.waitFor(() => expect(orderStatusLabel(store.order!.orderStatus)).toBe('Delivered'));
      const readsSoFar = reads.mock.calls.length;
      vi.advanceTimersByTime(3 * ORDER_REFRESH_MS);
      expect(reads).toHaveBeenCalledTimes(readsSoFar);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads nothing for a visitor, an unknown order or an id that is not an order id', async () => {
    const reads = vi.spyOn(harness().container.get<OrdersApi>(OrdersApiToken), 'order');
    const visitor = lookupOf(harness());
    const stopVisitor = visitor.start('RB1000001');
    await signIn(harness());
    const unknown = lookupOf(harness());
    const stopUnknown = unknown.start('RB999999999');
    const unsafe = lookupOf(harness());
    const stopUnsafe = unsafe.start('../admin');
    // Only the unknown order is asked for; once its answer is in, none of the three shows an order.
    expect(reads.mock.calls.map(([id]) => id)).toEqual(['RB999999999']);
    await Promise.allSettled(reads.mock.results.map((result) => result.value));
    await Promise.resolve();
    expect([visitor.order, unknown.order, unsafe.order]).toEqual([null, null, null]);
    [stopVisitor, stopUnknown, stopUnsafe].forEach((stop) => stop());
  });
});
