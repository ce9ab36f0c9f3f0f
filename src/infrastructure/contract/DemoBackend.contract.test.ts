import { expect, it } from 'vitest';
import { paiseFromRupees } from '../../domain/money/paise';
import { ORDER_NOT_FOUND_TEXT, PAYMENT_SETTLED_TEXT } from '../fake/server/orders/DemoPayments';
import { type AuthApi, AuthApiToken } from '../ports/AuthApi';
import { type DemoBackend, DemoBackendToken } from '../ports/DemoBackend';
import { createHarness, describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { checkoutApi, fillCart, orderIdOfRedirect, orderRequest } from '../../../test/helpers/orders';
import { rejection } from '../../../test/helpers/rejection';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';

const demo = (h: Harness) => h.container.get<DemoBackend>(DemoBackendToken);

async function startOnline(h: Harness) {
  await fillCart(h);
  const start = await checkoutApi(h).startOnlinePayment(orderRequest());
  if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.message}`);
  return orderIdOfRedirect(start.url);
}

// The http set as the demo API server (`npm run api`) serves it: VITE_DEMO_API=true.
describeEachAdapterSet(
  'DemoBackend contract',
  (harness) => {
    it('is enabled, and its gateway shows the customer their own unpaid order, then settles it once', async () => {
      expect(demo(harness()).enabled).toBe(true);
      await signIn(harness());
      const orderId = await startOnline(harness());
      const order = harness().server.db.orders.findFirst((q) => q.where({ orderId }))!;
      expect(await demo(harness()).paymentFor(orderId)).toEqual({
        orderId,
        restaurantName: order.restaurant.name,
        amount: paiseFromRupees(order.totalAmount),
        paymentStatus: 'Pending',
      });
      await demo(harness()).settlePayment(orderId, 'paid');
      expect((await checkoutApi(harness()).paymentStatus(orderId)).paymentStatus).toBe('Completed');
      expect(await rejection(demo(harness()).settlePayment(orderId, 'failed'))).toMatchObject({
        message: PAYMENT_SETTLED_TEXT,
      });
    });

    it("never shows another customer's order", async () => {
      await signIn(harness());
      const orderId = await startOnline(harness());
      await signIn(harness(), 'priya');
      expect(await rejection(demo(harness()).paymentFor(orderId))).toMatchObject({
        kind: 'not-found',
        message: ORDER_NOT_FOUND_TEXT,
      });
      expect(await rejection(demo(harness()).settlePayment(orderId, 'paid'))).toMatchObject({ kind: 'not-found' });
    });

    it('shows the newest demo e-mail to an address, and resets the demo data', async () => {
      const { email, phone } = DEMO_CUSTOMERS.priya;
      expect(await demo(harness()).latestMessageTo(email)).toBeNull();
      await harness().container.get<AuthApi>(AuthApiToken).requestPasswordReset({ userEmail: email, userPhone: phone });
      const message = await demo(harness()).latestMessageTo(email);
      expect(message).toMatchObject({ to: email, code: expect.stringMatching(/^\d{4,6}$/) });

      await signIn(harness());
      const orderId = await startOnline(harness());
      await demo(harness()).resetDemoData();
      expect(harness().server.db.orders.findFirst((q) => q.where({ orderId }))).toBeUndefined();
      expect(await demo(harness()).latestMessageTo(email)).toBeNull();
    });
  },
  { config: { demoApi: true } },
);

it('the provider API (http without VITE_DEMO_API) has no demo controls', async () => {
  const h = await createHarness('http');
  expect(demo(h).enabled).toBe(false);
  expect(await rejection(demo(h).paymentFor('RB1'))).toMatchObject({ kind: 'not-found' });
  expect(await demo(h).latestMessageTo(DEMO_CUSTOMERS.aarav.email)).toBeNull();
});
