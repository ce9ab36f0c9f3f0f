import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_MS } from '../../domain/checkout/PaymentStatus';
import { ApiPaths } from '../../infrastructure/api/paths';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { type CheckoutApi, CheckoutApiToken } from '../../infrastructure/ports/CheckoutApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { failNetworkFor, healNetwork } from '../../../test/helpers/faults';
import { checkoutApi, fillCart, orderIdOfRedirect, orderRequest, settleAtGateway } from '../../../test/helpers/orders';
import { signIn } from '../../../test/helpers/signIn';
import { CartStore } from '../cart/CartStore';
import { PaymentStatusStore } from './PaymentStatusStore';

/** A customer whose online payment waits at the gateway; their cart (client side) still holds the items. */
async function pendingPayment(h: Harness) {
  await signIn(h);
  const cart = h.container.get(CartStore);
  await cart.whenSynced();
  await fillCart(h, 1, 2);
  cart.adoptServerCart((await h.container.get<CartApi>(CartApiToken).cartInfo()).cart);
  const start = await checkoutApi(h).startOnlinePayment(orderRequest());
  if (start.kind !== 'redirect') throw new Error('the payment did not start');
  return { orderId: orderIdOfRedirect(start.url), cart };
}

/** Lets pending promise callbacks (the fake server, msw) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describeEachAdapterSet('PaymentStatusStore', (harness) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-checks a Pending payment every 2 seconds; Completed stops checking and empties the cart', async () => {
    const { orderId, cart } = await pendingPayment(harness());
    const api = harness().container.get<CheckoutApi>(CheckoutApiToken);
    const checks = vi.spyOn(api, 'paymentStatus');
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    expect(store.status).toBeNull();
    await settle();
    expect(store.status).toBe('Pending');
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toHaveBeenCalledTimes(2);
    expect(cart.count).toBe(2);

    await settleAtGateway(harness(), orderId, 'paid');
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(store.status).toBe('Completed');
    expect(cart.count).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * PAYMENT_POLL_MS);
    expect(checks).toHaveBeenCalledTimes(3);
  });

  it('stops checking when the screen goes away', async () => {
    const { orderId } = await pendingPayment(harness());
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    await settle();
    store.dispose();
    await vi.advanceTimersByTimeAsync(10 * PAYMENT_POLL_MS);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('shows a failed payment, and counts checks that keep failing as Failed (three in a row, 2 s apart)', async () => {
    const { orderId, cart } = await pendingPayment(harness());
    await settleAtGateway(harness(), orderId, 'failed');
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    await settle();
    expect(store.status).toBe('Failed');
    expect(cart.count).toBe(2);

    failNetworkFor(harness(), ApiPaths.paymentStatus);
    const unreadable = harness().container.get(PaymentStatusStore);
    unreadable.start('RB100001');
    await settle();
    expect(unreadable.status).toBeNull();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(unreadable.status).toBeNull();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(unreadable.status).toBe('Failed');
  });

  it('a check that fails once is tried again: a placed cash order still shows as placed', async () => {
    await signIn(harness());
    await harness().container.get(CartStore).whenSynced();
    await fillCart(harness(), 1, 2);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest());
    failNetworkFor(harness(), ApiPaths.paymentStatus);
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    await settle();
    expect(store.status).toBeNull();
    healNetwork(harness());
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(store.status).toBe('Completed');
  });

  it('/order-status/failed is Failed without asking the server', () => {
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    const store = harness().container.get(PaymentStatusStore);
    store.start(null);
    expect(store.status).toBe('Failed');
    expect(checks).not.toHaveBeenCalled();
  });
});
