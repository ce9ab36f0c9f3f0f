import { expect, it } from 'vitest';
import { deliveryDetailsText } from '../../domain/train/seatClosure';
import { istClock } from '../../domain/train/istTime';
import { stopTimes } from '../../domain/train/journey';
import { DEMO_SETTINGS_KEY } from '../fake/adapters/DemoSettings';
import { type CartApi, CartApiToken } from '../ports/CartApi';
import { type OrdersApi, OrdersApiToken } from '../ports/OrdersApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import {
  ADDRESS_IDS,
  checkoutApi,
  fillCart,
  latestOrders,
  orderIdOfRedirect,
  orderRequest,
  settleAtGateway,
} from '../../../test/helpers/orders';
import { aaravsPushes, settled } from '../../../test/helpers/pushes';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';
import { JAIPUR_TRAIN_PLACE } from '../../../test/helpers/trainPlaces';
import { JAIPUR_SEAT, trainApiOf } from '../../../test/helpers/trainSeats';

const trains = trainApiOf;
const MINUTE = 60_000;

/** The demo knob: the fake adapters read it from local storage, the remote server has its own setting. */
function delayTrain(h: Harness, trainNumber: string, minutes: number) {
  h.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ trainDelayMinutes: { [trainNumber]: minutes } }));
  h.server.trains.setDemoDelays({ [trainNumber]: minutes });
}

describeEachAdapterSet('TrainApi contract', (harness) => {
  it('finds a journey by PNR: train, seat, and the stops from boarding to destination placed in the run', async () => {
    const journey = await trains(harness()).journeyByPnr('2401234567');
    expect(journey).toMatchObject({
      trainNumber: '12955',
      ticketStatus: 'CNF',
      seatVerified: true,
      coach: 'B2',
      berth: '34',
      journeyDate: '2026-11-21',
      runDate: '2026-11-21',
      timetableYear: 2017,
    });
    expect(journey.stops.map((stop) => stop.code)).toEqual([
      'BCT',
      'BVI',
      'ST',
      'AKV',
      'BRC',
      'DHD',
      'MGN',
      'RTM',
      'NAD',
      'VMA',
      'CMU',
      'SVA',
      'SGZ',
      'BWM',
      'RMA',
      'KOTA',
      'SWM',
      'DPA',
      'JP',
    ]);
    const jaipur = journey.stops.at(-1)!;
    expect(jaipur).toMatchObject({ name: 'Jaipur', day: 1, arrival: '12:40', distanceKm: 1157 });
    expect(jaipur.restaurants.length).toBeGreaterThan(0);
    expect(jaipur.restaurants[0]).toMatchObject({
      cutoffMinutes: expect.any(Number),
      minimumOrder: expect.any(Number),
    });
    expect(journey.stops.find((stop) => stop.code === 'DPA')!.restaurants).toEqual([]);
  });

  it('a kitchen of its own at a major station (Surat) serves the menu its id names and takes a seat order', async () => {
    await signIn(harness());
    const journey = await trains(harness()).journeyByTrain({
      trainNumber: '12955',
      boardingCode: 'BCT',
      journeyDate: '2026-11-22',
      coach: 'B1',
      berth: '9',
      passengerName: 'Ravi',
    });
    const surat = journey.stops.find((stop) => stop.code === 'ST')!;
    expect(surat.restaurants.map((kitchen) => kitchen.name)).toEqual([
      'Surat Annapoorna Kitchen',
      'Surat Veg Bhojanalaya',
    ]);
    const kitchen = surat.restaurants.find((candidate) => !candidate.prepaidOnly)!;
    expect(Number(kitchen.restaurantId)).toBeGreaterThanOrEqual(100_000);
    const dish = (await harness().server.db.menuItems.ofRestaurant(Number(kitchen.restaurantId) % 1000)).find(
      (candidate) => candidate.isAvailable,
    )!;
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItem({ restaurantId: kitchen.restaurantId, menuId: String(dish.menuId), quantity: 3 });
    const seat = {
      pnr: null,
      trainNumber: '12955',
      runDate: '2026-11-22',
      stationCode: 'ST',
      coach: 'B1',
      berth: '9',
      passengerName: 'Ravi',
      mobile: '9876543210',
    };
    await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat }));
    const [order] = await latestOrders(harness());
    expect(order!.restaurantName).toBe(kitchen.name);
    expect(order!.deliveryAddress).toContain('Coach B1, Berth 9 · Surat (ST) · 22 Nov 2026, 22:40');
  });

  it('answers the PNR refusals with their exact texts', async () => {
    expect(await rejection(trains(harness()).journeyByPnr('1111111111'))).toMatchObject({
      kind: 'not-found',
      message: 'PNR not found',
    });
    expect(await rejection(trains(harness()).journeyByPnr('2405550003'))).toMatchObject({
      kind: 'rejected',
      message: 'This ticket is cancelled',
    });
    expect(await rejection(trains(harness()).journeyByPnr('12345'))).toMatchObject({
      message: 'Please enter a valid 10-digit PNR',
    });
  });

  it('accepts waitlisted and RAC tickets with the seat left to the passenger', async () => {
    expect(await trains(harness()).journeyByPnr('2405550002')).toMatchObject({
      ticketStatus: 'WL',
      coach: '',
      berth: '',
    });
    expect(await trains(harness()).journeyByPnr('2405550001')).toMatchObject({
      ticketStatus: 'RAC',
      coach: 'S4',
      berth: '',
    });
  });

  it('closes the PNR service from 23:30 to 00:30 on its own clock, but not the search by train number', async () => {
    harness().clock.advance((11 * 60 + 45) * MINUTE);
    expect(await rejection(trains(harness()).journeyByPnr('2401234567'))).toMatchObject({
      message: 'PNR service is unavailable from 23:30 to 00:30. Search by train number instead.',
    });
    const journey = await trains(harness()).journeyByTrain({
      trainNumber: '12958',
      boardingCode: 'NDLS',
      journeyDate: '2026-11-23',
      coach: 'b4',
      berth: '21',
      passengerName: 'Kabir',
    });
    expect(journey).toMatchObject({ seatVerified: false, pnr: null, coach: 'B4', berth: '21', runDate: '2026-11-23' });
  });

  it('searches without a PNR from a later boarding station, on that station’s date', async () => {
    const journey = await trains(harness()).journeyByTrain({
      trainNumber: '12955',
      boardingCode: 'BRC',
      journeyDate: '2026-11-22',
      coach: 'A1',
      berth: '5',
      passengerName: 'Ravi',
    });
    expect(journey).toMatchObject({ runDate: '2026-11-21', journeyDate: '2026-11-22' });
    expect(journey.stops[0]).toMatchObject({ code: 'BRC', day: 1, haltMinutes: 10 });
    expect(
      await rejection(
        trains(harness()).journeyByTrain({
          trainNumber: '99999',
          boardingCode: 'BRC',
          journeyDate: '2026-11-22',
          coach: 'A1',
          berth: '5',
          passengerName: 'Ravi',
        }),
      ),
    ).toMatchObject({
      kind: 'not-found',
      message: 'Train not found',
    });
  });

  it('lists a train’s stations and reports its live delay, the demo knob included', async () => {
    const route = await trains(harness()).route('12956');
    expect(route.stations[0]).toEqual({ code: 'JP', name: 'Jaipur' });
    // No train has the number: a typed not-found (the app words it), not only the server's English.
    expect(await rejection(trains(harness()).route('99999'))).toMatchObject({ kind: 'not-found' });
    expect(await trains(harness()).liveStatus('12956', '2026-11-22')).toEqual({
      trainNumber: '12956',
      runDate: '2026-11-22',
      delayMinutes: 15,
      skippedStops: [],
    });
    delayTrain(harness(), '12955', 95);
    expect((await trains(harness()).liveStatus('12955', '2026-11-21')).delayMinutes).toBe(95);
  });

  it('delivers to the seat: the order keeps train, seat, station and date; the server checks the cut-off with the delay', async () => {
    await signIn(harness());
    const journey = await trains(harness()).journeyByPnr('2401234567');
    const jaipur = journey.stops.at(-1)!;
    expect(istClock(stopTimes(jaipur, Date.parse('2026-11-21T00:00:00+05:30'), 0).expectedArrival!)).toBe('12:40');
    await fillCart(harness(), 37, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    const [order] = await latestOrders(harness());
    expect(order).toMatchObject({ orderId, restaurantId: '37' });
    expect(order!.deliveryAddress).toBe(
      'Seat delivery: Train 12955 Mumbai Central – Jaipur Superfast Express · Coach B2, Berth 34 · Jaipur (JP) · 22 Nov 2026, 12:40 · Asha Verma, 9876543210',
    );

    await fillCart(harness(), 37, 1);
    harness().clock.advance(15 * MINUTE);
    expect(
      await rejection(checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }))),
    ).toMatchObject({ message: 'Orders for this station closed at 12:10' });
    delayTrain(harness(), '12955', 60);
    const late = await checkoutApi(harness()).startOnlinePayment(orderRequest('', { seat: JAIPUR_SEAT }));
    expect(late.kind).toBe('redirect');
    expect((await latestOrders(harness()))[0]!.deliveryAddress).toContain('22 Nov 2026, 13:40');
  });

  it('refuses a journey date outside the dates the search offers, in words (it answered a run a year away)', async () => {
    const query = { trainNumber: '12955', boardingCode: 'BCT', coach: 'B1', berth: '9', passengerName: 'Ravi' };
    for (const journeyDate of ['2027-03-01', '2020-01-01', '2026-11-19'])
      expect(await rejection(trains(harness()).journeyByTrain({ ...query, journeyDate }))).toMatchObject({
        message: 'Choose a journey date from 20 Nov 2026 to 21 Jan 2027',
      });
    expect((await trains(harness()).journeyByTrain({ ...query, journeyDate: '2026-11-20' })).journeyDate).toBe(
      '2026-11-20',
    );
  });

  it('a station kitchen never takes an order for an address, cash or online; the cart stays for a seat order', async () => {
    await signIn(harness());
    const journey = await trains(harness()).journeyByPnr(JAIPUR_SEAT.pnr);
    const kitchen = journey.stops.find((stop) => stop.code === 'SWM')!.restaurants[0]!;
    expect(Number(kitchen.restaurantId)).toBeGreaterThanOrEqual(100_000);
    const dish = (await harness().server.db.menuItems.ofRestaurant(Number(kitchen.restaurantId) % 1000)).find(
      (candidate) => candidate.isAvailable && candidate.addOnGroups.length === 0,
    )!;
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItem({ restaurantId: kitchen.restaurantId, menuId: String(dish.menuId), quantity: 2 });
    const before = await latestOrders(harness());
    const refused = `${kitchen.name} delivers only to train seats at Sawai Madhopur: it cannot deliver to an address`;
    expect(await rejection(checkoutApi(harness()).placeCashOrder(orderRequest(ADDRESS_IDS.aaravHome)))).toMatchObject({
      message: refused,
    });
    expect(
      await rejection(checkoutApi(harness()).startOnlinePayment(orderRequest(ADDRESS_IDS.aaravHome))),
    ).toMatchObject({ message: refused });
    expect(await harness().container.get<CartApi>(CartApiToken).itemsCount()).toEqual({
      restaurantId: kitchen.restaurantId,
      items: [{ menuId: String(dish.menuId), quantity: 2 }],
    });
    expect((await latestOrders(harness()))[0]?.orderId).toBe(before[0]?.orderId);
  });

  it('refuses a kitchen that does not serve the station and a prepaid-only kitchen for cash', async () => {
    await signIn(harness());
    await fillCart(harness(), 1, 1);
    expect(
      await rejection(checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }))),
    ).toMatchObject({ message: 'This restaurant does not deliver at Jaipur' });
    await fillCart(harness(), 35, 1);
    expect(
      await rejection(checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }))),
    ).toMatchObject({ message: expect.stringMatching(/prepaid orders only|closed at/) });
  });

  it('takes an order at each of several stations of one journey (dinner at Borivali, breakfast at Mumbai Central)', async () => {
    await signIn(harness());
    const journey = await trains(harness()).journeyByPnr('2405550001');
    const seat = {
      pnr: journey.pnr,
      trainNumber: journey.trainNumber,
      runDate: journey.runDate,
      coach: 'S4',
      berth: '7',
      passengerName: 'Meera Iyer',
      mobile: '9123456780',
    };
    await fillCart(harness(), 52, 2);
    await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: { ...seat, stationCode: 'BVI' } }));
    await fillCart(harness(), 49, 2);
    await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: { ...seat, stationCode: 'BCT' } }));
    const [breakfast, dinner] = await latestOrders(harness());
    expect(dinner!.deliveryAddress).toContain('Coach S4, Berth 7 · Borivali (BVI) · 23 Nov 2026, 06:55');
    expect(breakfast!.deliveryAddress).toContain('Coach S4, Berth 7 · Mumbai Central (BCT) · 23 Nov 2026, 07:55');
  });

  it('a cash seat order follows its train and is cancelled when a delay pushes it past 23:00 (delay rescue), with nothing to refund', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    harness().clock.advance(20 * MINUTE);
    expect((await latestOrders(harness()))[0]!.orderStatus).toBe('Out for Delivery');
    delayTrain(harness(), '12955', 630);
    const [rescued] = await latestOrders(harness());
    expect(rescued!.orderStatus).toBe('Cancelled');
    // The outcome is a typed field; the address stays the seat's, and the text is made from the field.
    expect(rescued!.closure).toEqual({
      kind: 'rescued',
      station: { code: 'JP', name: 'Jaipur' },
      expectedArrival: expect.any(Number),
      refundPaise: 0,
    });
    expect(rescued!.deliveryAddress).not.toContain('Cancelled');
    expect(deliveryDetailsText(rescued!.deliveryAddress, rescued!.closure)).toContain(
      ' · Cancelled: the train now reaches Jaipur at 23:10, outside delivery hours (06:00–23:00). Nothing was paid (cash on delivery): nothing to refund',
    );
  });

  it('delay rescue of a paid online seat order states the full refund of what was paid', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 2);
    const start = await checkoutApi(harness()).startOnlinePayment(orderRequest('', { seat: JAIPUR_SEAT }));
    if (start.kind !== 'redirect') throw new Error('expected the gateway');
    await settleAtGateway(harness(), orderIdOfRedirect(start.url), 'paid');
    delayTrain(harness(), '12955', 630);
    const [rescued] = await latestOrders(harness());
    expect(rescued!.orderStatus).toBe('Cancelled');
    expect(rescued!.closure).toMatchObject({ kind: 'rescued', refundPaise: rescued!.totalAmount });
    expect(deliveryDetailsText(rescued!.deliveryAddress, rescued!.closure)).toContain(
      `Cancelled: the train now reaches Jaipur at 23:10, outside delivery hours (06:00–23:00). Full refund of ₹${(rescued!.totalAmount / 100).toFixed(2)}`,
    );
  });

  it('a seat order is Delivered once the train has reached the station', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    harness().clock.advance(39 * MINUTE);
    expect((await latestOrders(harness()))[0]!.orderStatus).toBe('Out for Delivery');
    harness().clock.advance(2 * MINUTE);
    expect((await latestOrders(harness()))[0]!.orderStatus).toBe('Delivered');
  });

  it("a seat order's pushes say where the train meets it (they said 'is on its way', a road order's words)", async () => {
    await signIn(harness());
    const pushes = await aaravsPushes(harness());
    await fillCart(harness(), 37, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    // The announcements' timer runs on the page's clock; the test's clock moves by itself, so each step is looked at.
    for (const minutes of [39, 2]) {
      harness().clock.advance(minutes * MINUTE);
      await harness().server.announcements.check();
      await settled(harness());
    }
    const bodies = pushes.map((push) => push.notification.body).filter((body) => body.includes(orderId));
    expect(bodies).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Your order ${orderId} from .+ is waiting on the platform at Jaipur for coach B2, berth 34\\.`),
      ),
    );
    expect(bodies).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Your order ${orderId} from .+ was handed over at coach B2, berth 34\\. Enjoy your meal!`),
      ),
    );
    expect(bodies.join(' ')).not.toContain('is on its way');
  });

  it('delay rescue is pushed at once: the reason, the refund (nothing for cash) and the stations still ahead that take an order', async () => {
    await signIn(harness());
    const pushes: { notification: { title: string; body: string }; data: { click_action: string } }[] = [];
    harness().server.push.subscribe((userId, payload) => {
      if (userId === 'u-aarav') pushes.push(payload as (typeof pushes)[number]);
    });
    await harness().server.db.pushDevices.create({
      deviceId: 'device_rescue_1',
      fcmToken: 'demo-push-token',
      userId: 'u-aarav',
      registeredAt: harness().clock.now(),
    });
    // A cash order to a seat at Surat (ST), 22:40 on the run of 22 Nov (kitchen 108057 serves restaurant 57's menu).
    const dish = (await harness().server.db.menuItems.ofRestaurant(57)).find((candidate) => candidate.isAvailable)!;
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItem({ restaurantId: '108057', menuId: String(dish.menuId), quantity: 3 });
    const seat = { ...JAIPUR_SEAT, pnr: null, runDate: '2026-11-22', stationCode: 'ST' };
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat }));
    await harness().server.announcements.idle();
    delayTrain(harness(), '12955', 45); // Surat now at 23:25, after delivery hours
    await settled(harness());
    const rescue = pushes.find((push) => push.notification.title === `Order ${orderId} cancelled: your train is late`);
    expect(rescue?.notification.body).toMatch(
      /^The train now reaches Surat at 23:25, outside delivery hours \(06:00–23:00\)\. Nothing was paid \(cash on delivery\): nothing to refund\. Order at a later station: Kota Jn \(KOTA\) until 08:50, Sawai Madhopur \(SWM\) until 10:15, Jaipur \(JP\) until 12:55\.$/,
    );
    expect(rescue?.data.click_action).toBe('/train/journey');
    expect(pushes.filter((push) => push.notification.title.includes(orderId))).toHaveLength(1);
    expect((await latestOrders(harness()))[0]!.orderStatus).toBe('Cancelled');
  });

  it('delay rescue of a very late train offers the stations it has not reached yet, before the cancelled one too', async () => {
    await signIn(harness());
    const pushes: { notification: { title: string; body: string } }[] = [];
    harness().server.push.subscribe((userId, payload) => {
      if (userId === 'u-aarav') pushes.push(payload as (typeof pushes)[number]);
    });
    await harness().server.db.pushDevices.create({
      deviceId: 'device_rescue_2',
      fcmToken: 'demo-push-token',
      userId: 'u-aarav',
      registeredAt: harness().clock.now(),
    });
    await fillCart(harness(), 37, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    await harness().server.announcements.idle();
    delayTrain(harness(), '12955', 650); // Jaipur now at 23:30; the train has not reached Kota or Sawai Madhopur yet
    await settled(harness());
    const rescue = pushes.find((push) => push.notification.title === `Order ${orderId} cancelled: your train is late`);
    expect(rescue?.notification.body).toMatch(/Order at a later station: .*Sawai Madhopur \(SWM\) until \d\d:\d\d\.$/);
    expect(rescue?.notification.body).not.toContain('No later station');
    expect(rescue?.notification.body).not.toContain('Jaipur (JP) until');
  });

  it('Order History: a seat order carries its train, station and seat, and the train filter lists seat orders only', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    const seatOrderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    await fillCart(harness(), 1, 2);
    const addressOrderId = await checkoutApi(harness()).placeCashOrder(orderRequest());
    const all = await latestOrders(harness());
    expect(all.find((order) => order.orderId === addressOrderId)!.train).toBeNull();
    expect(all.find((order) => order.orderId === seatOrderId)!.train).toEqual(JAIPUR_TRAIN_PLACE);
    const history = (query: Parameters<OrdersApi['history']>[0]) =>
      harness().container.get<OrdersApi>(OrdersApiToken).history(query);
    const trainOnly = await history({ page: 1, limit: 10, status: '', destination: 'train' });
    expect(trainOnly.orders.map((order) => order.orderId)).toEqual([seatOrderId]);
    expect(trainOnly.total).toBe(1);
    expect((await history({ page: 1, limit: 10, status: 'delivered', destination: 'train' })).orders).toEqual([]);
    expect(
      (await history({ page: 1, limit: 10, status: 'confirmed', destination: 'train' })).orders.map((o) => o.orderId),
    ).toEqual([seatOrderId]);
  });

  it('Order History filters by one train: its seat orders only, and names every train the customer ordered on', async () => {
    await signIn(harness());
    await fillCart(harness(), 37, 1);
    const jaipurOrderId = await checkoutApi(harness()).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
    const journey = await trains(harness()).journeyByPnr('2405550001');
    await fillCart(harness(), 52, 2);
    const borivaliOrderId = await checkoutApi(harness()).placeCashOrder(
      orderRequest('', {
        seat: { ...JAIPUR_SEAT, pnr: journey.pnr, trainNumber: '12956', runDate: journey.runDate, stationCode: 'BVI' },
      }),
    );
    const history = (query: Parameters<OrdersApi['history']>[0]) =>
      harness().container.get<OrdersApi>(OrdersApiToken).history(query);
    const all = await history({ page: 1, limit: 10, status: '' });
    expect(all.trains).toEqual([
      { trainNumber: '12956', trainName: 'Jaipur – Mumbai Central Superfast Express' },
      { trainNumber: '12955', trainName: 'Mumbai Central – Jaipur Superfast Express' },
    ]);
    const oneTrain = await history({ page: 1, limit: 10, status: '', destination: 'train', trainNumber: '12955' });
    expect(oneTrain.orders.map((order) => order.orderId)).toEqual([jaipurOrderId]);
    expect(oneTrain.total).toBe(1);
    expect(oneTrain.trains).toEqual(all.trains);
    const other = await history({
      page: 1,
      limit: 10,
      status: 'confirmed',
      destination: 'train',
      trainNumber: '12956',
    });
    expect(other.orders.map((order) => order.orderId)).toEqual([borivaliOrderId]);
    expect((await history({ page: 1, limit: 10, status: '', trainNumber: '12951' })).orders).toEqual([]);
  });
});
