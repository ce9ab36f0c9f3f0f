import { expect, it } from 'vitest';
import { deliveryDetailsText } from '../../domain/train/seatClosure';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import {
  ADDRESS_IDS,
  checkoutApi,
  fillCart,
  latestOrders,
  orderIdOfRedirect,
  orderRequest,
  ordersApi,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';
import { JAIPUR_SEAT, trainApiOf } from '../../../test/helpers/trainSeats';
import { type CartApi, CartApiToken } from '../ports/CartApi';

const trains = trainApiOf;
const MINUTE = 60_000;

/** Two pizzas for the seat at Jaipur, paid online at the demo gateway; resolves to the order's id. */
async function placePaidSeatOrder(h: Harness): Promise<string> {
  await fillCart(h, 37, 2);
  const start = await checkoutApi(h).startOnlinePayment(orderRequest('', { seat: JAIPUR_SEAT }));
  if (start.kind !== 'redirect') throw new Error('expected the gateway');
  const orderId = orderIdOfRedirect(start.url);
  await settleAtGateway(h, orderId, 'paid');
  return orderId;
}

describeEachAdapterSet('Seat order tracking and cancellation contract', (harness) => {
  it('shows the train between stations (in words and typed), its delay, the platform and expected arrival, the step and the delivery code', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    const tracking = await trains(harness()).seatOrder(orderId);
    expect(tracking).toMatchObject({
      orderId,
      status: 'Confirmed',
      trainNumber: '12955',
      stationCode: 'JP',
      stationName: 'Jaipur',
      platform: 2,
      delayMinutes: 0,
      position: 'Between Sawai Madhopur and Durgapura',
      trainPlace: { state: 'between', from: 'Sawai Madhopur', to: 'Durgapura' },
      expectedArrival: Date.parse('2026-11-22T12:40:00+05:30'),
      deliveryCode: expect.stringMatching(/^\d{4}$/),
    });
    harness().clock.advance(5 * MINUTE);
    expect((await trains(harness()).seatOrder(orderId)).status).toBe('Preparing');
    harness().clock.advance(20 * MINUTE);
    expect((await trains(harness()).seatOrder(orderId)).status).toBe('Out for delivery at the platform');
    harness().clock.advance(20 * MINUTE);
    const delivered = await trains(harness()).seatOrder(orderId);
    expect(delivered).toMatchObject({
      status: 'Delivered',
      position: 'Arrived at Jaipur',
      trainPlace: { state: 'arrived', station: 'Jaipur' },
    });
    expect(delivered.cancellation).toEqual({ allowed: false, reason: 'This order has been delivered' });
  });

  it("charges no road delivery fee for a seat order (the cart's doorstep bill has one)", async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    const doorstepBill = await harness().container.get<CartApi>(CartApiToken).cartInfo();
    expect(doorstepBill.deliveryCharge).toBeGreaterThan(0);
    await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    const [seatOrder] = await latestOrders(harness());
    expect(seatOrder!.charges.deliveryCharge).toBe(0);
    expect(seatOrder!.totalAmount).toBe(doorstepBill.total - doorstepBill.deliveryCharge);
  });

  it('cancels a cash order before the order-by time (nothing to refund), then says it is cancelled', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    expect((await trains(harness()).seatOrder(orderId)).cancellation).toEqual({
      allowed: true,
      closesAt: Date.parse('2026-11-22T12:10:00+05:30'),
      refundPaise: 0,
    });
    expect(await trains(harness()).cancelSeatOrder(orderId)).toEqual({ orderId, refundPaise: 0 });
    const [order] = await latestOrders(harness());
    expect(order!.orderStatus).toBe('Cancelled');
    expect(order!.closure).toEqual({ kind: 'cancelledByYou', refundPaise: 0 });
    expect(deliveryDetailsText(order!.deliveryAddress, order!.closure)).toContain(
      'Cancelled by you. Nothing was paid (cash on delivery): nothing to refund',
    );
    expect(await trains(harness()).seatOrder(orderId)).toMatchObject({
      status: 'Cancelled',
      cancellation: { allowed: false, reason: 'This order is already cancelled' },
    });
    expect(await rejection(trains(harness()).cancelSeatOrder(orderId))).toMatchObject({
      message: 'This order is already cancelled',
    });
  });

  it('refunds a paid online order in full; after the order-by time it refuses and says why', async () => {
    await signIn(harness());
    const orderId = await placePaidSeatOrder(harness());
    const [order] = await latestOrders(harness());
    const offer = (await trains(harness()).seatOrder(orderId)).cancellation;
    expect(offer).toMatchObject({ allowed: true, refundPaise: Math.round(order!.totalAmount) });

    harness().clock.advance(10 * MINUTE);
    const closed = 'Cancellation closed at 12:10: the kitchen is already cooking your food';
    expect((await trains(harness()).seatOrder(orderId)).cancellation).toEqual({ allowed: false, reason: closed });
    expect(await rejection(trains(harness()).cancelSeatOrder(orderId))).toMatchObject({ message: closed });
  });

  it("is cancelled from Order History too, by the train's rule: the history says so, and the order's cancel applies it", async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    const cash = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    expect((await latestOrders(harness()))[0]!.cancellation).toEqual({ allowed: true, refundPaise: 0, reason: null });
    expect(await ordersApi(harness()).cancel(cash)).toBe(0);
    const [cancelled] = await latestOrders(harness());
    expect(cancelled).toMatchObject({ orderId: cash, orderStatus: 'Cancelled', refundPaise: 0 });
    expect(cancelled!.closure).toEqual({ kind: 'cancelledByYou', refundPaise: 0 });
    expect(deliveryDetailsText(cancelled!.deliveryAddress, cancelled!.closure)).toContain(
      'Cancelled by you. Nothing was paid (cash on delivery): nothing to refund',
    );
    expect(cancelled!.cancellation).toEqual({
      allowed: false,
      refundPaise: 0,
      reason: 'This order is already cancelled',
    });
    expect((await trains(harness()).seatOrder(cash)).status).toBe('Cancelled');

    const paid = await placePaidSeatOrder(harness());
    const [order] = await latestOrders(harness());
    expect(order!.cancellation).toEqual({ allowed: true, refundPaise: Math.round(order!.totalAmount), reason: null });
    harness().clock.advance(10 * MINUTE);
    const closed = 'Cancellation closed at 12:10: the kitchen is already cooking your food';
    expect((await latestOrders(harness()))[0]!.cancellation).toEqual({
      allowed: false,
      refundPaise: 0,
      reason: closed,
    });
    expect(await rejection(ordersApi(harness()).cancel(paid))).toMatchObject({ kind: 'rejected', message: closed });
  });

  it('answers 404 for an order delivered to an address', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest(ADDRESS_IDS.aaravHome));
    expect(await rejection(trains(harness()).seatOrder(orderId))).toMatchObject({
      message: 'This order is not delivered to a train',
    });
  });
});
