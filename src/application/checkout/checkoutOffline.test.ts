import { expect, it, vi } from 'vitest';
import { pathOf } from '../../../test/helpers/apiOperations';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { loseSignal, networkSwitchOf, signalBack } from '../../../test/helpers/connection';
import { allOrders, fillCart } from '../../../test/helpers/orders';
import { loseNextAnswer } from '../../../test/helpers/serverGate';
import { signIn } from '../../../test/helpers/signIn';
import { AddressBookStore } from '../address/AddressBookStore';
import { CartStore } from '../cart/CartStore';
import { CheckoutStore } from './CheckoutStore';

/** A signed-in customer with two of a plain dish in the cart, on a started Payment page paying cash, over a switch. */
async function paymentPage(h: Harness) {
  const network = networkSwitchOf(h);
  await signIn(h);
  await h.container.get(AddressBookStore).load();
  await h.container.get(CartStore).whenSynced();
  await fillCart(h, 1, 2);
  const store = h.container.get(CheckoutStore);
  store.start();
  await vi.waitFor(() => expect(store.summary.updating).toBe(false));
  store.chooseMethod('cod');
  return { store, network };
}

describeEachAdapterSet('Placing an order with no signal', (harness) => {
  it('is refused with the offline text, keeps the cart, and once online places the order exactly once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, network } = await paymentPage(harness());
    const before = (await allOrders(harness())).length;

    loseSignal(harness(), network);
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    expect(store.placeFailure).toEqual({ kind: 'offline', action: 'placeOrder' });
    expect(harness().container.get(CartStore).count).toBe(2);
    expect(store.canPlace).toBe(true);

    // The signal went as the order left: the server placed it, its answer was lost, and the browser then said offline.
    signalBack(harness(), network);
    loseNextAnswer(harness(), pathOf('initOrderCod'), (server, context, body) =>
      server.orders.placeCashOrder(context, body),
    );
    const lost = store.placeOrder();
    network.turn(false);
    expect(await lost).toEqual({ kind: 'stay' });
    expect(store.placeFailure).toEqual({ kind: 'offline', action: 'placeOrder' });
    expect(harness().container.get(CartStore).count).toBe(2);

    signalBack(harness(), network);
    const placed = await store.placeOrder();
    expect(placed.kind).toBe('cash-order');
    const orders = await allOrders(harness());
    expect(orders).toHaveLength(before + 1);
    expect(placed).toEqual({ kind: 'cash-order', orderId: orders[0]!.orderId });
  });

  it('is refused while cart changes wait for the signal (the server would order the cart it last had)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, network } = await paymentPage(harness());
    const cart = harness().container.get(CartStore);
    const before = (await allOrders(harness())).length;
    loseSignal(harness(), network);
    cart.increment(cart.lines[0]!.key);
    await cart.whenSynced();
    expect(cart.waitingForSignal).toBe(true);
    network.turn(true);
    await vi.waitFor(() => expect(store.canPlace).toBe(true));
    expect(cart.waitingForSignal).toBe(true);
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    expect(store.placeFailure).toEqual({ kind: 'offline', action: 'placeOrder' });
    signalBack(harness(), network);
    await vi.waitFor(() => expect(cart.waitingForSignal).toBe(false));
    expect((await allOrders(harness())).length).toBe(before);
  });

  it("offline, an order the backend still answers is placed (the demo's backend is in the page)", async () => {
    const { store, network } = await paymentPage(harness());
    network.turn(false);
    expect((await store.placeOrder()).kind).toBe('cash-order');
    expect(store.placeFailure).toBeNull();
  });
});
