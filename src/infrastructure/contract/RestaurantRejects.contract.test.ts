import { expect, it } from 'vitest';
import { ORDER_CANCEL_TEXTS } from '../../domain/order/orderCancellation';
import { REFUND_LINE_TEXT } from '../../domain/push/orderPush';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { useDemoKnobs } from '../../../test/helpers/demoKnobs';
import {
  allOrders,
  checkoutApi,
  fillCart,
  orderIdOfRedirect,
  orderRequest,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { aaravsPushes, settled } from '../../../test/helpers/pushes';
import { signIn } from '../../../test/helpers/signIn';

const MINUTE = 60_000;
/** A New Delhi restaurant of Aarav's (fixtures/restaurants.json). */
const RESTAURANT = 1;
const orderOf = async (h: Harness, orderId: string) => (await allOrders(h)).find((order) => order.orderId === orderId)!;

async function placeCash(h: Harness) {
  await fillCart(h, RESTAURANT, 1);
  return checkoutApi(h).placeCashOrder(orderRequest());
}

// FEATURES F-push: the demo knob `rejectingRestaurants` makes a restaurant turn down a live order.
describeEachAdapterSet('A restaurant rejects a live order (demo knob rejectingRestaurants)', (harness) => {
  it('a cash order is Pending, then Rejected when the restaurant would accept it: pushed once, nothing to refund', async () => {
    const h = harness();
    await signIn(h);
    const pushes = await aaravsPushes(h);
    useDemoKnobs(h, { rejectingRestaurants: [RESTAURANT] });
    const orderId = await placeCash(h);
    const restaurant = (await orderOf(h, orderId)).restaurantName;
    expect((await orderOf(h, orderId)).orderStatus).toBe('Pending');

    h.clock.advance(MINUTE);
    await h.server.announcements.check();
    await settled(h);
    const rejected = await orderOf(h, orderId);
    expect(rejected).toMatchObject({
      orderStatus: 'Rejected',
      refundPaise: 0,
      cancellation: { allowed: false, refundPaise: 0, reason: ORDER_CANCEL_TEXTS.rejected },
    });
    const aboutIt = () => pushes.filter((push) => push.notification.title.startsWith(`Order ${orderId} `));
    expect(aboutIt().map((push) => push.notification)).toEqual([
      { title: `Order ${orderId} rejected`, body: `${restaurant} could not accept your order ${orderId}.` },
    ]);
    expect(aboutIt()[0]!.data).toMatchObject({
      orderStatus: 'Rejected',
      click_action: `/user/order-history?order=${orderId}`,
    });

    // Nothing moves any more, and nothing is pushed again.
    h.clock.advance(90 * MINUTE);
    await h.server.announcements.check();
    await settled(h);
    expect((await orderOf(h, orderId)).orderStatus).toBe('Rejected');
    expect(aboutIt()).toHaveLength(1);
  });

  it('an order paid online is refunded in full, and the push says so', async () => {
    const h = harness();
    await signIn(h);
    const pushes = await aaravsPushes(h);
    useDemoKnobs(h, { rejectingRestaurants: [RESTAURANT] });
    await fillCart(h, RESTAURANT, 2);
    const start = await checkoutApi(h).startOnlinePayment(orderRequest());
    if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.message}`);
    const orderId = orderIdOfRedirect(start.url);
    await settleAtGateway(h, orderId, 'paid');
    h.clock.advance(MINUTE);
    await h.server.announcements.check();
    await settled(h);
    const rejected = await orderOf(h, orderId);
    expect(rejected.orderStatus).toBe('Rejected');
    expect(rejected.refundPaise).toBe(rejected.totalAmount);
    expect(rejected.refundPaise).toBeGreaterThan(0);
    expect(pushes.map((push) => push.notification.body)).toEqual([
      `${rejected.restaurantName} could not accept your order ${orderId}. ${REFUND_LINE_TEXT}`,
    ]);
  });

  it('without the knob the restaurant accepts; an order placed before the knob was set is not turned down', async () => {
    const h = harness();
    await signIn(h);
    const before = await placeCash(h);
    useDemoKnobs(h, { rejectingRestaurants: [RESTAURANT + 1] });
    const other = await placeCash(h);
    h.clock.advance(2 * MINUTE);
    expect((await orderOf(h, before)).orderStatus).toBe('Confirmed');
    expect((await orderOf(h, other)).orderStatus).toBe('Confirmed');
    expect((await orderOf(h, other)).refundPaise).toBeNull();
  });
});
