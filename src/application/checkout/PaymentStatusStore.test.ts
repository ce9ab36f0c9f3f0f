import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  PAYMENT_POLL_MS,
  PAYMENT_SLOW_POLL_AFTER_MS,
  PAYMENT_SLOW_POLL_MS,
  PAYMENT_UNCONFIRMED_AFTER_MS,
} from '../../domain/checkout/PaymentStatus';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type CheckoutApi, CheckoutApiToken } from '../../infrastructure/ports/CheckoutApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { failNetworkFor, failServerFor, healNetwork } from '../../../test/helpers/faults';
import { checkoutApi, fillCart, orderIdOfRedirect, orderRequest, settleAtGateway } from '../../../test/helpers/orders';
import { signIn } from '../../../test/helpers/signIn';
import { CartStore } from '../cart/CartStore';
import { OrderUpdates } from '../orders/OrderUpdates';
import { PaymentStatusStore } from './PaymentStatusStore';

/** A customer whose online payment waits at the gateway; their cart (client side) still holds the items. */
async function pendingPayment(h: Harness) {
  await signIn(h);
  const cart = h.container.get(CartStore);
  await cart.whenSynced();
  await fillCart(h, 1, 2);
  await cart.readSummary();
  const start = await checkoutApi(h).startOnlinePayment(orderRequest());
  if (start.kind !== 'redirect') throw new Error('the payment did not start');
  return { orderId: orderIdOfRedirect(start.url), cart };
}

/** Lets pending promise callbacks (the fake server, msw) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describeEachAdapterSet('PaymentStatusStore', (harness) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
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

  it('a payment left Pending is checked every 2 seconds for five minutes, then every 30 seconds', async () => {
    const { orderId } = await pendingPayment(harness());
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    harness().container.get(PaymentStatusStore).start(orderId);
    await settle();
    await vi.advanceTimersByTimeAsync(PAYMENT_SLOW_POLL_AFTER_MS);
    const inFiveMinutes = checks.mock.calls.length;
    expect(inFiveMinutes).toBe(1 + PAYMENT_SLOW_POLL_AFTER_MS / PAYMENT_POLL_MS);
    await vi.advanceTimersByTimeAsync(PAYMENT_SLOW_POLL_MS - 1);
    expect(checks).toHaveBeenCalledTimes(inFiveMinutes);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toHaveBeenCalledTimes(inFiveMinutes + 1);
    await vi.advanceTimersByTimeAsync(10 * PAYMENT_SLOW_POLL_MS);
    expect(checks).toHaveBeenCalledTimes(inFiveMinutes + 11);
  });

  it('a failed payment reads the cart again: the items the server gave back are in the cart for Retry Payment', async () => {
    const { orderId, cart } = await pendingPayment(harness());
    await cart.reloadFromServer(); // what checkout does once the server moved the cart into the order
    expect(cart.count).toBe(0);
    await settleAtGateway(harness(), orderId, 'failed');
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    await settle();
    expect(store.status).toBe('Failed');
    await vi.waitFor(async () => {
      await settle();
      expect(cart.count).toBe(2);
    });
  });

  it("start's disposer ends the checks: no timer fires, a push starts none, a late answer changes nothing", async () => {
    const { orderId } = await pendingPayment(harness());
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    const store = harness().container.get(PaymentStatusStore);
    const timersBefore = vi.getTimerCount();
    const stop = store.start(orderId);
    await settle();
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    stop();
    expect(vi.getTimerCount()).toBe(timersBefore);
    harness().container.get(OrderUpdates).publish({ orderId, status: 'payment failed' });
    await vi.advanceTimersByTimeAsync(10 * PAYMENT_POLL_MS);
    expect(checks).toHaveBeenCalledTimes(1);

    const stopAgain = store.start(orderId);
    expect(store.status).toBeNull();
    stopAgain();
    await settle();
    expect(store.status).toBeNull();
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it("a push about the order checks a payment still being confirmed at once and shows the order's new status", async () => {
    const { orderId } = await pendingPayment(harness());
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    const store = harness().container.get(PaymentStatusStore);
    const stop = store.start(orderId);
    await settle();
    expect(store.status).toBe('Pending');
    await settleAtGateway(harness(), orderId, 'failed');
    const updates = harness().container.get(OrderUpdates);
    updates.publish({ orderId: 'RB999999', status: 'payment failed' });
    await settle();
    expect(checks).toHaveBeenCalledTimes(1);
    updates.publish({ orderId, status: 'payment failed' });
    await settle();
    expect(checks).toHaveBeenCalledTimes(2);
    expect(store.status).toBe('Failed');
    expect(store.orderStatus).toBe('payment failed');
    await vi.advanceTimersByTimeAsync(5 * PAYMENT_POLL_MS);
    expect(checks).toHaveBeenCalledTimes(2);
    stop();
  });

  it('shows a failed payment: only the server answering Failed is final', async () => {
    const { orderId, cart } = await pendingPayment(harness());
    await settleAtGateway(harness(), orderId, 'failed');
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    await settle();
    expect(store.status).toBe('Failed');
    expect(cart.count).toBe(2);
  });

  it('a check that gets no answer is not a failed payment: it keeps confirming, retrying after 2, 4, 8 … at most 30 s', async () => {
    const { orderId } = await pendingPayment(harness());
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    failNetworkFor(harness(), pathOf('paymentStatus'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = harness().container.get(PaymentStatusStore);
    const stop = store.start(orderId);
    await settle();
    expect(store.status).not.toBe('Failed');
    expect(store.stillConfirming).toBe(true);
    const waits = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(checks).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(checks).toHaveBeenCalledTimes(index + 2);
    }
    expect(store.status).not.toBe('Failed');

    healNetwork(harness());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.status).toBe('Pending');
    expect(store.stillConfirming).toBe(false);
    const afterAnswer = checks.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(checks).toHaveBeenCalledTimes(afterAnswer + 1);
    stop();
  });

  it('a 5xx or a 401 from the check is not a failed payment either', async () => {
    const { orderId } = await pendingPayment(harness());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failServerFor(harness(), pathOf('paymentStatus'));
    const store = harness().container.get(PaymentStatusStore);
    const stop = store.start(orderId);
    await settle();
    expect(store.status).toBeNull();
    expect(store.stillConfirming).toBe(true);
    stop();

    healNetwork(harness());
    harness().server.db.sessions.deleteMany((q) => q.where({ userId: 'u-aarav' }));
    const afterSignOut = harness().container.get(PaymentStatusStore);
    const stopAfterSignOut = afterSignOut.start(orderId);
    await settle();
    expect(afterSignOut.status).toBeNull();
    expect(afterSignOut.stillConfirming).toBe(true);
    stopAfterSignOut();
  });

  it('after 10 minutes without an answer it says so (and keeps checking)', async () => {
    const { orderId } = await pendingPayment(harness());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = harness().container.get(PaymentStatusStore);
    store.start(orderId);
    await settle();
    expect(store.status).toBe('Pending');
    failNetworkFor(harness(), pathOf('paymentStatus'));
    await vi.advanceTimersByTimeAsync(PAYMENT_UNCONFIRMED_AFTER_MS - 30_000);
    expect(store.stillConfirming).toBe(true);
    expect(store.unconfirmedTooLong).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.unconfirmedTooLong).toBe(true);
    expect(store.status).toBe('Pending');
    healNetwork(harness());
    await settleAtGateway(harness(), orderId, 'paid');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.status).toBe('Completed');
    expect(store.unconfirmedTooLong).toBe(false);
  });

  it('an order the server does not know, or an id that is not one, shows not found (the latter without a request)', async () => {
    await signIn(harness());
    const checks = vi.spyOn(harness().container.get<CheckoutApi>(CheckoutApiToken), 'paymentStatus');
    const store = harness().container.get(PaymentStatusStore);
    store.start('RB999999');
    await settle();
    expect(store.notFound).toBe(true);
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toHaveBeenCalledTimes(1);

    for (const id of ['../../api/user/get-all-addresses', 'RB1?x=1', 'a'.repeat(65), 'RB 1', '%2e%2e']) {
      store.start(id);
      expect(store.notFound).toBe(true);
    }
    await settle();
    expect(checks).toHaveBeenCalledTimes(1);
  });
});
