import { expect, it, vi } from 'vitest';
import { localFallbackBill } from '../../domain/checkout/checkoutBill';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { createHarness, describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { DECLINED_TEXT, declineFor, failNetworkFor, healNetwork } from '../../../test/helpers/faults';
import { type CheckoutApi, CheckoutApiToken } from '../../infrastructure/ports/CheckoutApi';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import {
  ADDRESS_IDS,
  allOrders,
  fillCart,
  latestOrders,
  orderIdOfRedirect,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { loseNextAnswer } from '../../../test/helpers/serverGate';
import { signIn } from '../../../test/helpers/signIn';
import { AddressBookStore } from '../address/AddressBookStore';
import { type AddressApi, AddressApiToken } from '../../infrastructure/ports/AddressApi';
import { emptyAddressDraft } from '../../domain/address/Address';
import { CartStore } from '../cart/CartStore';
import { SessionStore } from '../session/SessionStore';
import { AwaitedPayment } from './AwaitedPayment';
import { CheckoutStore } from './CheckoutStore';

const serverCart = (h: Harness) => h.container.get<CartApi>(CartApiToken);

/** A signed-in customer with `quantity` of a plain dish in the server cart, on a started Payment page. */
async function paymentPage(h: Harness, quantity = 2, who: 'aarav' | 'kabir' = 'aarav') {
  await signIn(h, who);
  await h.container.get(AddressBookStore).load();
  await h.container.get(CartStore).whenSynced();
  await fillCart(h, 1, quantity);
  const store = h.container.get(CheckoutStore);
  const stop = await started(store);
  return { store, stop };
}

/** Starts a Payment page's store and waits until its bill is settled; returns the disposer. */
async function started(store: CheckoutStore) {
  const stop = store.start();
  await vi.waitFor(() => expect(store.summary.updating).toBe(false));
  return stop;
}

describeEachAdapterSet('CheckoutStore', (harness) => {
  it("shows the server's bill and takes its cart; a quantity change marks the bill as updating until it is read again", async () => {
    const { store, stop } = await paymentPage(harness(), 2);
    const cart = harness().container.get(CartStore);
    expect(cart.count).toBe(2);
    expect(store.summary.bill).toEqual(await serverCart(harness()).cartInfo());
    expect(store.canPlace).toBe(true);
    cart.increment(cart.lines[0]!.key);
    expect(store.summary.updating).toBe(true);
    expect(store.canPlace).toBe(false);
    await store.summary.refresh();
    expect(store.summary.updating).toBe(false);
    expect(store.summary.bill!.subTotal).toBe(cart.total);
    stop();
    cart.increment(cart.lines[0]!.key);
    expect(store.summary.updating).toBe(false);
  });

  it("will not place an order to an address out of the kitchen's area, says why, and places nothing", async () => {
    await signIn(harness(), 'priya');
    await harness().container.get(AddressBookStore).load();
    await harness().container.get(CartStore).whenSynced();
    await fillCart(harness(), 2, 1); // Rajdhani Express Kitchen, New Delhi; Priya's only address is in Mumbai
    const before = (await allOrders(harness())).length;
    const store = harness().container.get(CheckoutStore);
    await started(store);
    await vi.waitFor(() => expect(store.kitchen.detail?.location).toBeTruthy());
    expect(store.selectedAddress?.id).toBe(ADDRESS_IDS.priyaHome);
    expect(store.reachOf(store.selectedAddress!)).toMatchObject({ deliverable: false });
    expect(store.outOfArea).toEqual({
      restaurantName: 'Rajdhani Express Kitchen',
      distanceKm: expect.closeTo(1153, -1) as number,
      radiusKm: 25,
    });
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    expect(store.addressMissing).toBe(true);
    expect(await allOrders(harness())).toHaveLength(before);
  });

  it('pre-selects a saved address the kitchen delivers to when the default is out of its area', async () => {
    await signIn(harness());
    await harness()
      .container.get<AddressApi>(AddressApiToken)
      .create({
        ...emptyAddressDraft(),
        completeAddress: 'Flat 4, Sea View',
        area: 'Bandra West',
        city: 'Mumbai',
        pincode: '400050',
        latitude: 19.06,
        longitude: 72.83,
      });
    await harness().container.get(AddressBookStore).load();
    await harness().container.get(CartStore).whenSynced();
    await fillCart(harness(), 55, 1); // a kitchen in Bandra, Mumbai; Aarav's default address is in New Delhi
    const store = harness().container.get(CheckoutStore);
    await started(store);
    await vi.waitFor(() => expect(store.kitchen.detail?.location).toBeTruthy());
    expect(store.selectedAddress).toMatchObject({ city: 'Mumbai', isDefault: false });
    expect(store.outOfArea).toBeNull();
    store.chooseAddress(ADDRESS_IDS.aaravHome);
    expect(store.outOfArea).toMatchObject({ restaurantName: expect.any(String) as string, radiusKm: 25 });
  });

  it('pre-selects the default address and follows a choice', async () => {
    const { store } = await paymentPage(harness());
    expect(store.selectedAddress?.id).toBe(ADDRESS_IDS.aaravHome);
    expect(store.addressNeeded).toBe(false);
    store.chooseAddress(ADDRESS_IDS.aaravWork);
    expect(store.selectedAddress?.id).toBe(ADDRESS_IDS.aaravWork);
  });

  it("asks a customer without an address for one: 'Select Address to Continue', then 'Please select a delivery address'", async () => {
    const { store: kabirs } = await paymentPage(harness(), 1, 'kabir');
    expect(kabirs.selectedAddress).toBeNull();
    expect(kabirs.addressNeeded).toBe(true);
    expect(await kabirs.placeOrder()).toEqual({ kind: 'stay' });
    expect(kabirs.addressMissing).toBe(true);
  });

  it('offers cash on delivery only when the server says showCOD', async () => {
    const { store } = await paymentPage(harness(), 1);
    expect(store.methodsOffered).toEqual(['online', 'cod']);
    store.chooseMethod('cod');
    expect(store.paymentMethod).toBe('cod');
    await fillCart(harness(), 1, 40);
    await store.summary.refresh();
    expect(store.summary.bill!.showCOD).toBe(false);
    expect(store.methodsOffered).toEqual(['online']);
    expect(store.paymentMethod).toBe('online');
  });

  it('keeps Cash on Delivery across a reload of the page, for this cart only, until the order is placed', async () => {
    const { store: first, stop: leave } = await paymentPage(harness(), 1);
    first.chooseMethod('cod');
    leave();
    const afterReload = harness().container.get(CheckoutStore);
    await started(afterReload);
    expect(afterReload.paymentMethod).toBe('cod');
    // Whatever the device kept is read with care: an unknown method is no choice.
    harness().storage.setItem(StorageKeys.paymentChoice, '{"method":"upi","restaurantId":"1"}');
    expect(harness().container.get(CheckoutStore).paymentMethod).toBe('online');
    afterReload.chooseMethod('cod');

    expect(await afterReload.placeOrder()).toMatchObject({ kind: 'cash-order' });
    expect(harness().storage.getItem(StorageKeys.paymentChoice)).toBeNull();
    await fillCart(harness(), 1, 1);
    const nextCart = harness().container.get(CheckoutStore);
    await started(nextCart);
    expect(nextCart.paymentMethod).toBe('online');
  });

  it("a choice made for another kitchen's cart does not carry over to this one", async () => {
    const { store } = await paymentPage(harness(), 1);
    harness().storage.setItem(StorageKeys.paymentChoice, '{"method":"cod","restaurantId":"99"}');
    expect(harness().container.get(CheckoutStore).paymentMethod).toBe('online');
    expect(store.paymentMethod).toBe('online');
  });

  it('falls back to the local estimate (no cash on delivery) when the cart summary cannot be read', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 1);
    // The cart is loaded from the item count alone: it holds no server summary, so checkout must read one.
    failNetworkFor(harness(), pathOf('cartInfo'));
    await harness().container.get(CartStore).whenSynced();
    const store = harness().container.get(CheckoutStore);
    await started(store);
    const cart = harness().container.get(CartStore);
    expect(store.summary.estimated).toBe(true);
    expect(store.summary.bill).toEqual(localFallbackBill(cart.total));
    expect(store.showCOD).toBe(false);
    expect(store.summary.deliveryMinutes).toEqual({ min: 25, max: 30 });
    healNetwork(harness());
    await store.summary.refresh();
    expect(store.summary.estimated).toBe(false);
  });

  it('places a cash-on-delivery order with the tip and instructions, then empties the cart', async () => {
    const { store } = await paymentPage(harness());
    store.chooseMethod('cod');
    store.instructions.setTip(2_000);
    store.instructions.setDirections('  Gate 2, second floor  ');
    store.instructions.togglePreference('avoidRingingBell');
    const total = store.amountToPay;
    const outcome = await store.placeOrder();
    expect(outcome).toMatchObject({ kind: 'cash-order', orderId: expect.stringMatching(/^RB\d+$/) });
    expect(harness().container.get(CartStore).count).toBe(0);
    expect(await serverCart(harness()).itemsCount()).toBeNull();
    const [order] = await latestOrders(harness());
    expect(order).toMatchObject({ totalAmount: total, charges: expect.objectContaining({ tip: 2_000 }) });
  });

  it('sends an online payment to the gateway, and a declined start to the failure screen', async () => {
    const { store } = await paymentPage(harness());
    declineFor(harness(), pathOf('initOrder'));
    expect(await store.placeOrder()).toEqual({ kind: 'payment-failed' });
    healNetwork(harness());
    const outcome = await store.placeOrder();
    if (harness().set === 'fake')
      expect(outcome).toMatchObject({
        kind: 'redirect',
        target: { kind: 'in-app', path: expect.stringMatching(/^\/demo-payment\/RB\d+$/) },
      });
    // The live API may not send the customer to the demo gateway's page: it is not an allowed https gateway.
    else expect(outcome).toEqual({ kind: 'payment-failed', reason: 'payment-page-refused' });
    // The server moved the cart into the unpaid order: the local cart follows (it showed dishes the server no longer
    // had to a customer coming back from the payment page), and the order awaits its payment.
    await harness().container.get(CartStore).whenSynced();
    expect(harness().container.get(CartStore).count).toBe(0);
    const awaited = harness().container.get(AwaitedPayment);
    if (harness().set === 'fake') expect(awaited.orderId).toMatch(/^RB\d+$/);
    else expect(awaited.target).toBeNull();
  });

  it('shows a failure, loses nothing and lets the customer try again', async () => {
    const { store } = await paymentPage(harness());
    failNetworkFor(harness(), pathOf('initOrder'));
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    expect(store.placeFailure).toEqual({ kind: 'network' });
    store.chooseMethod('cod');
    declineFor(harness(), pathOf('initOrderCod'));
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    expect(store.placeFailure).toEqual({ kind: 'refused', text: DECLINED_TEXT });
    expect(store.canPlace).toBe(true);
    expect(harness().container.get(CartStore).count).toBe(2);
    healNetwork(harness());
    expect((await store.placeOrder()).kind).toBe('cash-order');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.gateway.example/checkout',
    'https://evil.example/checkout',
    '//evil.example/checkout',
  ])('refuses to open %s as the payment page: failure screen, the attempt logged', async (redirectUrl) => {
    const { store } = await paymentPage(harness());
    vi.spyOn(harness().server.orders, 'startOnlinePayment').mockResolvedValueOnce({
      success: true,
      redirectUrl,
      orderId: 'RB199999',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.placeOrder()).toEqual({ kind: 'payment-failed', reason: 'payment-page-refused' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('payment page'), redirectUrl);
  });
});

describeEachAdapterSet('CheckoutStore: one order per tap (Idempotency-Key)', (harness) => {
  const orderCount = async () => (await allOrders(harness())).length;
  const sentKeys = () => {
    const api = harness().container.get<CheckoutApi>(CheckoutApiToken);
    return [vi.spyOn(api, 'placeCashOrder'), vi.spyOn(api, 'startOnlinePayment')].map(
      (spy) => () => spy.mock.calls.map(([request]) => request.idempotencyKey),
    );
  };

  it('a double click places one order', async () => {
    const { store } = await paymentPage(harness());
    store.chooseMethod('cod');
    const before = await orderCount();
    const outcomes = await Promise.all([store.placeOrder(), store.placeOrder()]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['cash-order', 'stay']);
    expect(await orderCount()).toBe(before + 1);
  });

  it('a retry after a timeout gives one order: the same key, the same order', async () => {
    const { store } = await paymentPage(harness());
    const [, onlineKeys] = sentKeys();
    const before = await orderCount();
    loseNextAnswer(harness(), pathOf('initOrder'), (server, context, body) =>
      server.orders.startOnlinePayment(context, body),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    expect(store.placeFailure).toEqual({ kind: 'network' });
    expect(await orderCount()).toBe(before + 1);
    const [placed] = await latestOrders(harness());

    const retry = await store.placeOrder();
    expect(await orderCount()).toBe(before + 1);
    if (retry.kind === 'redirect' && retry.target.kind === 'in-app')
      expect(orderIdOfRedirect(retry.target.path)).toBe(placed!.orderId);
    else expect(retry).toEqual({ kind: 'payment-failed', reason: 'payment-page-refused' });
    const keys = onlineKeys!();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(harness().storage.getItem(StorageKeys.checkoutAttempt)).toBeNull();
  });

  it('keeps the key across a reload for the same cart; a changed cart or method, or a refusal, starts a new attempt', async () => {
    const { store: first, stop: leave } = await paymentPage(harness());
    const [codKeys, onlineKeys] = sentKeys();
    failNetworkFor(harness(), pathOf('initOrder'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await first.placeOrder();
    leave();
    const afterReload = harness().container.get(CheckoutStore);
    await started(afterReload);
    await afterReload.placeOrder();
    expect(new Set(onlineKeys!()).size).toBe(1);

    afterReload.chooseMethod('cod');
    declineFor(harness(), pathOf('initOrderCod'));
    await afterReload.placeOrder();
    await afterReload.placeOrder();
    const [codKey, codRetryKey] = codKeys!();
    expect(codKey).not.toBe(onlineKeys!()[0]);
    expect(codRetryKey).not.toBe(codKey);

    healNetwork(harness());
    const cart = harness().container.get(CartStore);
    cart.increment(cart.lines[0]!.key);
    await cart.whenSynced();
    await afterReload.summary.refresh();
    await afterReload.placeOrder();
    expect(codKeys!()).toHaveLength(3);
    expect(new Set(codKeys!()).size).toBe(3);
  });

  it('a changed tip, direction, preference or address is a new attempt with a new key; the same request keeps its key', async () => {
    const { store } = await paymentPage(harness());
    const [, onlineKeys] = sentKeys();
    failNetworkFor(harness(), pathOf('initOrder'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempt = async (change: () => void) => {
      change();
      await store.placeOrder();
      return onlineKeys!().at(-1);
    };
    const first = await attempt(() => undefined);
    expect(await attempt(() => undefined)).toBe(first);
    const keys = [
      first,
      await attempt(() => store.instructions.setTip(2_000)),
      await attempt(() => store.instructions.setDirections('Gate 2')),
      await attempt(() => store.instructions.togglePreference('leaveAtDoor')),
      await attempt(() => store.chooseAddress(ADDRESS_IDS.aaravWork)),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // Going back to an earlier request is another attempt too: only the last one's key is kept.
    expect(await attempt(() => store.chooseAddress(ADDRESS_IDS.aaravHome))).not.toBe(keys[3]);
  });

  it('after a lost answer, a changed request gets a new key: no second order is made from the emptied cart', async () => {
    const { store } = await paymentPage(harness());
    const [, onlineKeys] = sentKeys();
    const before = await orderCount();
    loseNextAnswer(harness(), pathOf('initOrder'), (server, context, body) =>
      server.orders.startOnlinePayment(context, body),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.placeOrder();
    store.instructions.setTip(1_000);
    expect(await store.placeOrder()).toEqual({ kind: 'stay' });
    const [firstKey, changedKey] = onlineKeys!();
    expect(changedKey).not.toBe(firstKey);
    expect(await orderCount()).toBe(before + 1);
  });
});

describeEachAdapterSet(
  'CheckoutStore with a payment-gateway allowlist',
  (harness) => {
    it('opens an allowed https gateway, and nothing on another host', async () => {
      const { store } = await paymentPage(harness());
      const answer = vi.spyOn(harness().server.orders, 'startOnlinePayment');
      answer.mockResolvedValueOnce({
        success: true,
        redirectUrl: 'https://pay.gateway.example/checkout/RB199999',
        orderId: 'RB199999',
      });
      expect(await store.placeOrder()).toEqual({
        kind: 'redirect',
        target: { kind: 'gateway', url: 'https://pay.gateway.example/checkout/RB199999' },
      });
    });

    it('Place Order stays locked once the server answered with a redirect, while the browser leaves', async () => {
      const { store } = await paymentPage(harness());
      const orders = harness().server.orders;
      const startPayment = orders.startOnlinePayment.bind(orders);
      vi.spyOn(orders, 'startOnlinePayment').mockImplementation(async (context, body) => {
        const answer = await startPayment(context, body);
        return { ...answer, redirectUrl: `https://pay.gateway.example/checkout/${answer.orderId}` };
      });
      const before = (await allOrders(harness())).length;
      expect(await store.placeOrder()).toMatchObject({ kind: 'redirect', target: { kind: 'gateway' } });
      expect(store.canPlace).toBe(false);
      expect(await store.placeOrder()).toEqual({ kind: 'stay' });
      expect(await allOrders(harness())).toHaveLength(before + 1);
    });

    it('the waiting order is still offered after a reload, and no longer once its payment failed meanwhile (the dishes come back)', async () => {
      const { store } = await paymentPage(harness());
      const outcome = await store.placeOrder();
      // The live API sends no demo gateway page (refused): the demo's own page is what can wait here.
      if (harness().set === 'http') return expect(outcome.kind).toBe('payment-failed');
      const orderId = harness().container.get(AwaitedPayment).orderId!;

      const page2 = await reloaded(harness());
      const awaited = page2.container.get(AwaitedPayment);
      expect(awaited.orderId).toBe(orderId);

      await settleAtGateway(page2, orderId, 'failed');
      page2.container.get(CheckoutStore).start();
      await vi.waitFor(() => expect(awaited.target).toBeNull());
      expect(page2.storage.getItem(StorageKeys.awaitedPayment)).toBeNull();
      await vi.waitFor(() => expect(page2.container.get(CartStore).count).toBe(2));
    });

    it('a saved page that is not an allowed payment page is refused and forgotten; sign-out forgets the waiting order', async () => {
      await signIn(harness());
      harness().storage.setItem(StorageKeys.awaitedPayment, JSON.stringify('javascript:alert(1)'));
      const { container } = await reloaded(harness());
      const awaited = container.get(AwaitedPayment);
      expect(awaited.target).toBeNull();
      expect(harness().storage.getItem(StorageKeys.awaitedPayment)).toBeNull();

      awaited.begin({ kind: 'in-app', path: '/demo-payment/RB100017' });
      expect(harness().storage.getItem(StorageKeys.awaitedPayment)).not.toBeNull();
      container.get(SessionStore).logout();
      expect(awaited.target).toBeNull();
      expect(harness().storage.getItem(StorageKeys.awaitedPayment)).toBeNull();
    });
  },
  { config: { paymentGatewayOrigins: ['https://pay.gateway.example'] } },
);

/** The same device after a reload: its storage and its backend (the demo's restarts from what it saved). */
const reloaded = (h: Harness) =>
  createHarness(h.set, {
    config: h.config,
    storage: () => h.storage,
    backend: { server: h.server, snapshots: h.snapshots, clock: h.clock },
  });
