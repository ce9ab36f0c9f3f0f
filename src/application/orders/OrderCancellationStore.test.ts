import { expect, it } from 'vitest';
import { ORDER_CANCEL_TEXTS } from '../../domain/order/orderCancellation';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { describeOnFakeSet, type Harness } from '../../../test/helpers/adapterSets';
import { anOrder } from '../../../test/helpers/anOrder';
import { allOrders, checkoutApi, fillCart, orderRequest } from '../../../test/helpers/orders';
import { signIn } from '../../../test/helpers/signIn';
import { failNetworkFor } from '../../../test/helpers/faults';
import { pathOf } from '../../../test/helpers/apiOperations';
import { loseSignal, networkSwitchOf, signalBack } from '../../../test/helpers/connection';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OrderCancellationStore } from './OrderCancellationStore';
import { OrderUpdates } from './OrderUpdates';
import { toastText } from '../../../test/helpers/toastText';

const MINUTE = 60_000;
const toasts = (h: Harness) =>
  h.container.get(NotificationCenter).pending.map((toast) => [toast.variant, toastText(toast)]);

async function placedOrder(h: Harness) {
  await signIn(h);
  await fillCart(h);
  const orderId = await checkoutApi(h).placeCashOrder(orderRequest());
  return (await allOrders(h)).find((order) => order.orderId === orderId)!;
}

describeOnFakeSet('OrderCancellationStore', (harness) => {
  it('cancels the order being confirmed, says so and tells the screens showing it', async () => {
    const order = await placedOrder(harness());
    const updates: unknown[] = [];
    harness()
      .container.get(OrderUpdates)
      .subscribe((update) => updates.push(update));
    const store = harness().container.get(OrderCancellationStore);
    store.ask(order);
    expect(store.asking).toEqual({ orderId: order.orderId, refundPaise: 0 });
    expect(await store.confirm()).toBe(0);
    expect(store.asking).toBeNull();
    expect(toasts(harness())).toContainEqual(['success', 'orderCancelled']);
    expect(harness().container.get(NotificationCenter).pending.at(-1)?.notice).toEqual({
      kind: 'orderCancelled',
      orderId: order.orderId,
    });
    expect(updates).toEqual([{ orderId: order.orderId, status: 'cancelled' }]);
    const now = (await allOrders(harness())).find((candidate) => candidate.orderId === order.orderId)!;
    expect(orderStatusLabel(now.orderStatus)).toBe('Cancelled');
  });

  it("keeps the dialog open with the server's reason when the kitchen started cooking meanwhile", async () => {
    const order = await placedOrder(harness());
    const store = harness().container.get(OrderCancellationStore);
    store.ask(order);
    harness().clock.advance(4 * MINUTE);
    expect(await store.confirm()).toBeNull();
    expect(store.asking?.orderId).toBe(order.orderId);
    expect(store.error).toEqual({ kind: 'refused', text: ORDER_CANCEL_TEXTS.preparing });
    expect(store.busy).toBe(false);
    store.keep();
    expect(store.asking).toBeNull();
    expect(store.error).toBeNull();
  });

  it('does not ask about an order that cannot be cancelled', () => {
    const store = harness().container.get(OrderCancellationStore);
    store.ask(anOrder({ cancellation: { allowed: false, refundPaise: 0, reason: ORDER_CANCEL_TEXTS.delivered } }));
    store.ask(anOrder({ cancellation: null }));
    expect(store.asking).toBeNull();
  });

  it('a cancellation that finds no network offline is refused, saying to cancel when the signal returns; online it cancels', async () => {
    const network = networkSwitchOf(harness());
    const order = await placedOrder(harness());
    const store = harness().container.get(OrderCancellationStore);
    store.ask(order);
    loseSignal(harness(), network);
    failNetworkFor(harness(), pathOf('cancelOrder'));
    expect(await store.confirm()).toBeNull();
    expect(store.error).toEqual({ kind: 'offline', action: 'cancelOrder' });
    expect(store.asking?.orderId).toBe(order.orderId);
    const meanwhile = (await allOrders(harness())).find((candidate) => candidate.orderId === order.orderId)!;
    expect(orderStatusLabel(meanwhile.orderStatus)).not.toBe('Cancelled');
    signalBack(harness(), network);
    expect(await store.confirm()).toBe(0);
  });
});
