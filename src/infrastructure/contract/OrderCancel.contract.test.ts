import { expect, it } from 'vitest';
import { ORDER_CANCEL_TEXTS } from '../../domain/order/orderCancellation';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { ORDER_NOT_FOUND_TEXT } from '../fake/server/orders/DemoPayments';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import {
  allOrders,
  checkoutApi,
  fillCart,
  orderIdOfRedirect,
  orderRequest,
  ordersApi,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';

const MINUTE = 60_000;
const orderOf = async (h: Harness, orderId: string) => (await allOrders(h)).find((order) => order.orderId === orderId)!;

async function placeCash(h: Harness) {
  await fillCart(h);
  return checkoutApi(h).placeCashOrder(orderRequest());
}

describeEachAdapterSet('Cancel order contract (FEATURES F-cancel)', (harness) => {
  it('needs a session', async () => {
    expect(await rejection(ordersApi(harness()).cancel('RB100001'))).toMatchObject({ kind: 'unauthorized' });
  });

  it('cancels a cash order the restaurant has not started cooking: nothing to refund, then Cancelled', async () => {
    await signIn(harness());
    const orderId = await placeCash(harness());
    expect((await orderOf(harness(), orderId)).cancellation).toEqual({ allowed: true, refundPaise: 0, reason: null });
    harness().clock.advance(2 * MINUTE); // Confirmed: still before the kitchen starts
    expect(await ordersApi(harness()).cancel(orderId)).toBe(0);
    const cancelled = await orderOf(harness(), orderId);
    expect(orderStatusLabel(cancelled.orderStatus)).toBe('Cancelled');
    expect(cancelled.cancellation).toEqual({ allowed: false, refundPaise: 0, reason: ORDER_CANCEL_TEXTS.cancelled });
    expect(await rejection(ordersApi(harness()).cancel(orderId))).toMatchObject({
      kind: 'rejected',
      message: ORDER_CANCEL_TEXTS.cancelled,
    });
  });

  it('refunds an order paid online in full', async () => {
    await signIn(harness());
    await fillCart(harness());
    const start = await checkoutApi(harness()).startOnlinePayment(orderRequest());
    if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.message}`);
    const orderId = orderIdOfRedirect(start.url);
    expect((await orderOf(harness(), orderId)).cancellation?.reason).toBe(ORDER_CANCEL_TEXTS.paymentProcessing);
    await settleAtGateway(harness(), orderId, 'paid');
    const paid = await orderOf(harness(), orderId);
    expect(paid.cancellation).toEqual({ allowed: true, refundPaise: paid.totalAmount, reason: null });
    expect(await ordersApi(harness()).cancel(orderId)).toBe(paid.totalAmount);
  });

  it('refuses once the kitchen is cooking, and for delivered orders and other customers', async () => {
    await signIn(harness());
    const orderId = await placeCash(harness());
    harness().clock.advance(4 * MINUTE); // Preparing
    expect(await rejection(ordersApi(harness()).cancel(orderId))).toMatchObject({
      kind: 'rejected',
      message: ORDER_CANCEL_TEXTS.preparing,
    });
    const delivered = (await allOrders(harness())).find(
      (order) => orderStatusLabel(order.orderStatus) === 'Delivered',
    )!;
    expect(delivered.cancellation).toEqual({ allowed: false, refundPaise: 0, reason: ORDER_CANCEL_TEXTS.delivered });
    expect(await rejection(ordersApi(harness()).cancel(delivered.orderId))).toMatchObject({
      message: ORDER_CANCEL_TEXTS.delivered,
    });
    await signIn(harness(), 'priya');
    expect(await rejection(ordersApi(harness()).cancel(orderId))).toMatchObject({
      kind: 'not-found',
      message: ORDER_NOT_FOUND_TEXT,
    });
  });
});
