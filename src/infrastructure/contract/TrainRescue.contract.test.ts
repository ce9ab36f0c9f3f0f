import { expect, it } from 'vitest';
import { deliveryDetailsText, seatClosureText } from '../../domain/train/seatClosure';
import { type CartApi, CartApiToken } from '../ports/CartApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import {
  checkoutApi,
  fillCart,
  latestOrders,
  orderIdOfRedirect,
  orderRequest,
  ordersApi,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { useDemoKnobs } from '../../../test/helpers/demoKnobs';
import { aaravsPushes, settled } from '../../../test/helpers/pushes';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';
import { JAIPUR_SEAT, trainApiOf } from '../../../test/helpers/trainSeats';

const trains = trainApiOf;
const MINUTE = 60_000;
/** Surat (ST) on the run of 22 Nov 2026: 22:40, served by kitchen 108057 (restaurant 57's menu). */
const SURAT_SEAT = { ...JAIPUR_SEAT, pnr: null, runDate: '2026-11-22', stationCode: 'ST' };

async function fillSuratCart(h: Harness, quantity: number) {
  const dish = (await h.server.db.menuItems.ofRestaurant(57)).find((candidate) => candidate.isAvailable)!;
  await h.container
    .get<CartApi>(CartApiToken)
    .addItem({ restaurantId: '108057', menuId: String(dish.menuId), quantity });
}

describeEachAdapterSet('Train rescue contract: a skipped station, a failed hand-over', (harness) => {
  it('the live status names the stations the train skips today (none without the knob)', async () => {
    expect((await trains(harness()).liveStatus('12955', '2026-11-22')).skippedStops).toEqual([]);
    useDemoKnobs(harness(), { skippedStops: { '12955': ['ST', 'BRC'] } });
    expect(await trains(harness()).liveStatus('12955', '2026-11-22')).toEqual({
      trainNumber: '12955',
      runDate: '2026-11-22',
      delayMinutes: 0,
      skippedStops: ['ST', 'BRC'],
    });
    expect((await trains(harness()).liveStatus('12956', '2026-11-22')).skippedStops).toEqual([]);
  });

  it('the server refuses a seat order at a station the train skips today', async () => {
    await signIn(harness());
    await fillSuratCart(harness(), 3);
    useDemoKnobs(harness(), { skippedStops: { '12955': ['ST'] } });
    expect(
      await rejection(checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: SURAT_SEAT }))),
    ).toMatchObject({ message: 'Skipped: the train will not stop here today' });
  });

  it('a paid seat order at a station the train then skips is cancelled with a full refund, pushed at once with the later stations', async () => {
    await signIn(harness());
    const pushes = await aaravsPushes(harness());
    await fillSuratCart(harness(), 3);
    const start = await checkoutApi(harness()).startOnlinePayment(orderRequest('', { seat: SURAT_SEAT }));
    if (start.kind !== 'redirect') throw new Error('expected the gateway');
    const orderId = orderIdOfRedirect(start.url);
    await settleAtGateway(harness(), orderId, 'paid');
    await settled(harness());

    useDemoKnobs(harness(), { skippedStops: { '12955': ['ST'] } });
    await settled(harness());
    const [rescued] = await latestOrders(harness());
    const refund = `Full refund of ₹${(rescued!.totalAmount / 100).toFixed(2)}`;
    expect(rescued!.orderStatus).toBe('Cancelled');
    expect(rescued!.closure).toEqual({
      kind: 'skipped',
      station: { code: 'ST', name: 'Surat' },
      refundPaise: rescued!.totalAmount,
    });
    expect(rescued!.deliveryAddress).not.toContain('Cancelled');
    expect(deliveryDetailsText(rescued!.deliveryAddress, rescued!.closure)).toContain(
      `· Cancelled: the train will not stop at Surat (ST) today. ${refund}`,
    );
    const push = pushes.find(
      (one) => one.notification.title === `Order ${orderId} cancelled: your train will not stop at Surat`,
    );
    expect(push?.notification.body).toBe(
      `The train will not stop at Surat (ST) today. ${refund}. Order at a later station: ` +
        'Kota Jn (KOTA) until 08:05, Sawai Madhopur (SWM) until 09:30, Jaipur (JP) until 12:10.',
    );
    expect(push?.data).toMatchObject({ click_action: '/train/journey', orderStatus: 'Cancelled' });
    const tracking = await trains(harness()).seatOrder(orderId);
    expect(tracking).toMatchObject({
      status: 'Cancelled',
      deliveryCode: null,
      closure: { kind: 'skipped', station: { code: 'ST', name: 'Surat' }, refundPaise: rescued!.totalAmount },
    });
    expect(seatClosureText(tracking.closure!)).toBe(
      `Cancelled: the train will not stop at Surat (ST) today. ${refund}`,
    );
  });

  it('a cash seat order whose hand-over fails is Not delivered: Order History, the order screen and a push say why, nothing to refund', async () => {
    await signIn(harness());
    const pushes = await aaravsPushes(harness());
    await fillCart(harness(), 37, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    await settled(harness());
    useDemoKnobs(harness(), { failedHandovers: { '12955': ['JP'] } });
    harness().clock.advance(39 * MINUTE);
    expect((await trains(harness()).seatOrder(orderId)).status).toBe('Out for delivery at the platform');
    harness().clock.advance(2 * MINUTE);
    const note =
      'Not delivered: the runner could not reach your seat at Jaipur (JP) before the train left. ' +
      'Nothing was paid (cash on delivery): nothing to refund';
    const tracking = await trains(harness()).seatOrder(orderId);
    const closure = { kind: 'notDelivered', station: { code: 'JP', name: 'Jaipur' }, refundPaise: 0 };
    expect(tracking).toMatchObject({ status: 'Not delivered', deliveryCode: null, closure });
    expect(seatClosureText(tracking.closure!)).toBe(note);
    expect(tracking.cancellation).toEqual({ allowed: false, reason: 'This order was not delivered' });
    const [order] = await latestOrders(harness());
    expect(order!.orderStatus).toBe('Not Delivered');
    expect(order!.closure).toEqual(closure);
    expect(await ordersApi(harness()).order(orderId)).toEqual(order);
    expect(deliveryDetailsText(order!.deliveryAddress, order!.closure)).toBe(`${order!.deliveryAddress} · ${note}`);
    await harness().server.announcements.check();
    await settled(harness());
    const push = pushes.find((one) => one.notification.title === `Order ${orderId} not delivered`);
    expect(push?.notification.body).toBe(`${note}.`);
    expect(push?.data.orderStatus).toBe('Not Delivered');
    expect(pushes.filter((one) => one.notification.title === `Order ${orderId} delivered`)).toEqual([]);
  });

  it('a paid seat order whose hand-over fails is refunded in full', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 2);
    const start = await checkoutApi(harness()).startOnlinePayment(orderRequest('', { seat: JAIPUR_SEAT }));
    if (start.kind !== 'redirect') throw new Error('expected the gateway');
    const orderId = orderIdOfRedirect(start.url);
    await settleAtGateway(harness(), orderId, 'paid');
    useDemoKnobs(harness(), { failedHandovers: { '12955': ['JP'] } });
    harness().clock.advance(41 * MINUTE);
    const [order] = await latestOrders(harness());
    expect(order!.orderStatus).toBe('Not Delivered');
    expect(order!.closure).toMatchObject({ kind: 'notDelivered', refundPaise: order!.totalAmount });
    expect(deliveryDetailsText(order!.deliveryAddress, order!.closure)).toContain(
      `Not delivered: the runner could not reach your seat at Jaipur (JP) before the train left. Full refund of ₹${(order!.totalAmount / 100).toFixed(2)}`,
    );
  });

  it('the Mumbai Rajdhani drifts later on the server clock (5 min an hour of running, up to 25); the knob wins', async () => {
    const rajdhani = () => trains(harness()).liveStatus('12951', '2026-11-22');
    expect((await rajdhani()).delayMinutes).toBe(0); // 12:00: it leaves Mumbai Central at 17:00
    harness().clock.advance((7 * 60 + 10) * MINUTE); // 19:10: running 130 min
    expect((await rajdhani()).delayMinutes).toBe(10);
    harness().clock.advance(10 * 60 * MINUTE);
    expect((await rajdhani()).delayMinutes).toBe(25);
    useDemoKnobs(harness(), { trainDelayMinutes: { '12951': 40 } });
    expect((await rajdhani()).delayMinutes).toBe(40);
  });
});
