import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ApiPaths } from '../api/paths';
import { DECLINED_TEXT } from '../fake/adapters/FakeGateway';
import { ADDRESS_NOT_FOUND_TEXT } from '../fake/server/addresses/AddressService';
import { ORDER_NOT_FOUND_TEXT, PAYMENT_SETTLED_TEXT } from '../fake/server/orders/DemoPayments';
import { COD_NOT_OFFERED_TEXT, EMPTY_CART_TEXT, IDEMPOTENCY_KEY_REUSED_TEXT } from '../fake/server/orders/OrderService';
import { type CartApi, CartApiToken } from '../ports/CartApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { declineFor } from '../../../test/helpers/faults';
import {
  ADDRESS_IDS,
  allOrders,
  checkoutApi,
  fillCart,
  latestOrders,
  orderIdOfRedirect,
  orderRequest,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { loseNextAnswer } from '../../../test/helpers/serverGate';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';
import { JAIPUR_SEAT } from '../../../test/helpers/trainSeats';

const MINUTE = 60_000;
const cart = (h: Harness) => h.container.get<CartApi>(CartApiToken);

async function startOnline(h: Harness) {
  const start = await checkoutApi(h).startOnlinePayment(orderRequest());
  if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.message}`);
  return { url: start.url, orderId: orderIdOfRedirect(start.url) };
}

describeEachAdapterSet('CheckoutApi contract', (harness) => {
  it('needs a session', async () => {
    expect(await rejection(checkoutApi(harness()).placeCashOrder(orderRequest()))).toMatchObject({
      kind: 'unauthorized',
    });
    expect(await rejection(checkoutApi(harness()).paymentStatus('RB100001'))).toMatchObject({ kind: 'unauthorized' });
  });

  it('places a cash-on-delivery order from the server cart at server prices, empties the cart and keeps the instructions', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 2);
    const summary = await cart(harness()).cartInfo();
    const orderId = await checkoutApi(harness()).placeCashOrder(
      orderRequest(ADDRESS_IDS.aaravWork, { tip: 2_000, directionToReach: 'Gate 3', leaveAtDoor: true }),
    );
    expect(orderId).toMatch(/^RB\d+$/);
    expect(await cart(harness()).itemsCount()).toBeNull();
    expect(await checkoutApi(harness()).paymentStatus(orderId)).toEqual({ orderId, paymentStatus: 'Completed' });
    const [order] = await latestOrders(harness());
    expect(order).toMatchObject({
      orderId,
      orderStatus: 'Pending',
      totalAmount: summary.total + 2_000,
      restaurantId: '1',
    });
    expect(order!.charges).toMatchObject({
      tip: 2_000,
      platformFees: summary.platformFee,
      deliveryCharge: summary.deliveryCharge,
    });
    expect(order!.deliveryAddress).toContain('Eros Corporate Tower');
  });

  it('refuses an empty cart, an address of another customer, and cash on delivery the server does not offer', async () => {
    await signIn(harness());
    expect(await rejection(checkoutApi(harness()).placeCashOrder(orderRequest()))).toMatchObject({
      kind: 'rejected',
      message: EMPTY_CART_TEXT,
    });
    await fillCart(harness(), 1, 1);
    expect(await rejection(checkoutApi(harness()).placeCashOrder(orderRequest(ADDRESS_IDS.priyaHome)))).toMatchObject({
      kind: 'not-found',
      message: ADDRESS_NOT_FOUND_TEXT,
    });
    await fillCart(harness(), 1, 40);
    expect((await cart(harness()).cartInfo()).showCOD).toBe(false);
    expect(await rejection(checkoutApi(harness()).placeCashOrder(orderRequest()))).toMatchObject({
      kind: 'rejected',
      message: COD_NOT_OFFERED_TEXT,
    });
    expect(await cart(harness()).itemsCount()).not.toBeNull();
  });

  it('starts an online payment at the demo gateway: Pending until paid, then Completed and sent to the kitchen', async () => {
    await signIn(harness());
    await fillCart(harness());
    const { url, orderId } = await startOnline(harness());
    expect(url).toBe(`/demo-payment/${orderId}`);
    expect(await cart(harness()).itemsCount()).toBeNull();
    expect((await checkoutApi(harness()).paymentStatus(orderId)).paymentStatus).toBe('Pending');
    expect((await latestOrders(harness()))[0]!.orderStatus).toBe('Payment Processing');
    await settleAtGateway(harness(), orderId, 'paid');
    expect((await checkoutApi(harness()).paymentStatus(orderId)).paymentStatus).toBe('Completed');
    harness().clock.advance(4 * MINUTE);
    expect((await latestOrders(harness()))[0]!.orderStatus).toBe('Preparing');
    await expect(settleAtGateway(harness(), orderId, 'failed')).rejects.toMatchObject({
      body: { message: PAYMENT_SETTLED_TEXT },
    });
  });

  it('a failed payment puts the items back into the cart; an unpaid one fails after 15 minutes', async () => {
    await signIn(harness());
    const dish = await fillCart(harness(), 1, 3);
    const first = await startOnline(harness());
    await settleAtGateway(harness(), first.orderId, 'failed');
    expect((await checkoutApi(harness()).paymentStatus(first.orderId)).paymentStatus).toBe('Failed');
    expect(await cart(harness()).itemsCount()).toEqual({
      restaurantId: '1',
      items: [{ menuId: String(dish.menuId), quantity: 3 }],
    });

    const second = await startOnline(harness());
    harness().clock.advance(15 * MINUTE);
    expect((await checkoutApi(harness()).paymentStatus(second.orderId)).paymentStatus).toBe('Failed');
    expect((await latestOrders(harness()))[0]).toMatchObject({
      orderId: second.orderId,
      orderStatus: 'Payment Failed',
    });
    expect(await cart(harness()).itemsCount()).not.toBeNull();
  });

  it('reports a declined start (success false) as declined, with the server message', async () => {
    await signIn(harness());
    await fillCart(harness());
    declineFor(harness(), ApiPaths.initOrder);
    expect(await checkoutApi(harness()).startOnlinePayment(orderRequest())).toEqual({
      kind: 'declined',
      message: DECLINED_TEXT,
    });
    declineFor(harness(), ApiPaths.initOrderCod);
    expect(await rejection(checkoutApi(harness()).placeCashOrder(orderRequest()))).toMatchObject({
      kind: 'rejected',
      message: DECLINED_TEXT,
    });
  });

  it("never shows another customer's order", async () => {
    await signIn(harness(), 'priya');
    const [priyas] = await latestOrders(harness());
    await signIn(harness(), 'aarav');
    expect(await rejection(checkoutApi(harness()).paymentStatus(priyas!.orderId))).toMatchObject({
      kind: 'not-found',
      message: ORDER_NOT_FOUND_TEXT,
    });
  });

  it('a repeated Idempotency-Key answers the same online order and places nothing new', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 2);
    const before = (await allOrders(harness())).length;
    const request = orderRequest();
    const first = await checkoutApi(harness()).startOnlinePayment(request);
    const again = await checkoutApi(harness()).startOnlinePayment({ ...request });
    expect(again).toEqual(first);
    expect(await allOrders(harness())).toHaveLength(before + 1);
    // Another attempt (a new key) finds the cart already ordered.
    expect(await rejection(checkoutApi(harness()).startOnlinePayment(orderRequest()))).toMatchObject({
      kind: 'rejected',
      message: EMPTY_CART_TEXT,
    });
  });

  it('a repeated Idempotency-Key answers the same cash-on-delivery order', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 2);
    const before = (await allOrders(harness())).length;
    const request = orderRequest();
    const orderId = await checkoutApi(harness()).placeCashOrder(request);
    expect(await checkoutApi(harness()).placeCashOrder(request)).toBe(orderId);
    expect(await allOrders(harness())).toHaveLength(before + 1);
  });

  it('a key that comes back with another request (address, seat, tip, instructions, method) is refused with 422 and places nothing', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 2);
    const request = orderRequest(ADDRESS_IDS.aaravHome, { tip: 2_000, directionToReach: 'Gate 3' });
    const orderId = await checkoutApi(harness()).placeCashOrder(request);
    await fillCart(harness(), 1, 1); // the next cart: a second order could be made from it, only the key refuses
    const before = (await allOrders(harness())).length;
    const reused = { kind: 'rejected', status: 422, message: IDEMPOTENCY_KEY_REUSED_TEXT };
    for (const changed of [
      { ...request, addressId: ADDRESS_IDS.aaravWork },
      { ...request, seat: JAIPUR_SEAT },
      { ...request, tip: 3_000 },
      { ...request, directionToReach: 'Gate 4' },
      { ...request, leaveAtDoor: true },
      { ...request, avoidCalling: true },
    ])
      expect(await rejection(checkoutApi(harness()).placeCashOrder(changed))).toMatchObject(reused);
    expect(await rejection(checkoutApi(harness()).startOnlinePayment(request))).toMatchObject(reused);
    expect(await allOrders(harness())).toHaveLength(before);
    // The same request again (its fields in another order) is still answered with the first order.
    const { idempotencyKey, ...fields } = request;
    expect(await checkoutApi(harness()).placeCashOrder({ idempotencyKey, ...fields })).toBe(orderId);
    expect(await allOrders(harness())).toHaveLength(before);
  });

  it("a seat order's key that comes back for another seat is refused with 422", async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 2);
    const request = orderRequest('', { seat: JAIPUR_SEAT });
    const orderId = await checkoutApi(harness()).placeCashOrder(request);
    expect(await checkoutApi(harness()).placeCashOrder({ ...request })).toBe(orderId);
    expect(
      await rejection(checkoutApi(harness()).placeCashOrder({ ...request, seat: { ...JAIPUR_SEAT, berth: '35' } })),
    ).toMatchObject({ status: 422, message: IDEMPOTENCY_KEY_REUSED_TEXT });
  });

  it('a retry after a lost answer (a timeout) gets the order the server already made, not a second one', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 2);
    const before = (await allOrders(harness())).length;
    const request = orderRequest();
    loseNextAnswer(harness(), ApiPaths.initOrder, (server, context, body) =>
      server.orders.startOnlinePayment(context, body),
    );
    expect(await rejection(checkoutApi(harness()).startOnlinePayment(request))).toMatchObject({ kind: 'network' });
    expect(await allOrders(harness())).toHaveLength(before + 1);
    const retry = await checkoutApi(harness()).startOnlinePayment(request);
    expect(retry).toMatchObject({ kind: 'redirect' });
    expect(await allOrders(harness())).toHaveLength(before + 1);
    expect(orderIdOfRedirect((retry as { url: string }).url)).toBe((await latestOrders(harness()))[0]!.orderId);
  });

  it("a key is the customer's own: another customer's repeat of it is a new attempt", async () => {
    const key = randomUUID();
    await signIn(harness(), 'priya');
    await fillCart(harness(), 55, 1); // a kitchen near Priya's home in Mumbai
    const priyas = await checkoutApi(harness()).placeCashOrder(
      orderRequest(ADDRESS_IDS.priyaHome, { idempotencyKey: key }),
    );
    await signIn(harness(), 'aarav');
    await fillCart(harness(), 1, 1);
    const aaravs = await checkoutApi(harness()).placeCashOrder(
      orderRequest(ADDRESS_IDS.aaravHome, { idempotencyKey: key }),
    );
    expect(aaravs).not.toBe(priyas);
  });
});
