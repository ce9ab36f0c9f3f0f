import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { awaitsRating } from '../../domain/order/rating';
import { seatClosureText } from '../../domain/train/seatClosure';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { createHarness, type Harness, installMsw } from '../../../test/helpers/adapterSets';
import { checkoutApi, fillCart, orderRequest } from '../../../test/helpers/orders';
import { signIn } from '../../../test/helpers/signIn';
import { useDemoKnobs } from '../../../test/helpers/demoKnobs';
import { JAIPUR_SEAT } from '../../../test/helpers/trainSeats';
import { SessionStore } from '../session/SessionStore';
import { TrainTripStore } from '../train/TrainTripStore';
import { CustomerOrders } from './CustomerOrders';
import { OrderHistoryStore } from './OrderHistoryStore';
import { OrderLookupStore } from './OrderLookupStore';
import { OrderUpdates } from './OrderUpdates';

// One adapter set: the contract tests prove both answer the order calls alike; this tests who owns the copies.
installMsw();
let harness: Harness;
beforeEach(async () => {
  harness = await createHarness('fake');
  await signIn(harness);
});
afterEach(() => vi.restoreAllMocks());

it('Order History and the order screen show one copy of an order: a rating made in the history is on the order screen at once, without reading it again', async () => {
  const history = harness.container.get(OrderHistoryStore);
  const stopHistory = history.start();
  await vi.waitFor(() => expect(history.status).toBe('loaded'));
  const order = history.orders.find(awaitsRating)!;
  const lookup = harness.container.get(OrderLookupStore);
  const stopLookup = lookup.start(order.orderId);
  await vi.waitFor(() => expect(lookup.order?.orderId).toBe(order.orderId));
  const reads = vi.spyOn(harness.container.get<OrdersApi>(OrdersApiToken), 'order');

  history.rating.open(order);
  history.rating.setFood(4);
  history.rating.setDelivery(5);
  await history.rating.submit();
  expect(lookup.order).toMatchObject({ foodRating: 4, deliveryRating: 5 });
  expect(reads).not.toHaveBeenCalled();
  stopHistory();
  stopLookup();
});

it('a push about an order held reads it once for every screen, and the list shows its new status', async () => {
  await fillCart(harness);
  const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
  const history = harness.container.get(OrderHistoryStore);
  const stopHistory = history.start();
  await vi.waitFor(() => expect(history.orders[0]?.orderId).toBe(orderId));
  const lookup = harness.container.get(OrderLookupStore);
  const stopLookup = lookup.start(orderId);
  await vi.waitFor(() => expect(lookup.order?.orderId).toBe(orderId));
  const reads = vi.spyOn(harness.container.get<OrdersApi>(OrdersApiToken), 'order');

  harness.clock.advance(2 * 60_000);
  harness.container.get(OrderUpdates).publish({ orderId, status: 'confirmed' });
  await vi.waitFor(() => expect(orderStatusLabel(lookup.order!.orderStatus)).toBe('Confirmed'));
  expect(orderStatusLabel(history.orders[0]!.orderStatus)).toBe('Confirmed');
  expect(reads.mock.calls).toEqual([[orderId]]);
  stopHistory();
  stopLookup();
});

it("signing out forgets the customer's orders", async () => {
  const orders = harness.container.get(CustomerOrders);
  const [newest] = await orders.readNewest();
  expect(orders.get(newest!.orderId)).toEqual(newest);
  expect(orders.newest.length).toBeGreaterThan(0);
  harness.container.get(SessionStore).logout();
  expect(orders.get(newest!.orderId)).toBeNull();
  expect(orders.newest).toEqual([]);
});

it("the journey screen's delay rescue notice comes from the owner's copy: a push about the rescued order shows it at once", async () => {
  await fillCart(harness, 37, 1);
  const orderId = await checkoutApi(harness).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
  const trip = harness.container.get(TrainTripStore);
  expect(await trip.findByPnr(JAIPUR_SEAT.pnr!)).toBe(true);
  await harness.container.get(CustomerOrders).readNewest();
  expect(trip.rescuedOrders).toEqual([]);

  useDemoKnobs(harness, { trainDelayMinutes: { '12955': 630 } });
  harness.container.get(OrderUpdates).publish({ orderId, status: 'cancelled' });
  await vi.waitFor(() =>
    expect(trip.rescuedOrders.map(({ orderId: id, closure }) => [id, seatClosureText(closure)])).toEqual([
      [
        orderId,
        'Cancelled: the train now reaches Jaipur at 23:10, outside delivery hours (06:00–23:00). ' +
          'Nothing was paid (cash on delivery): nothing to refund',
      ],
    ]),
  );
});
