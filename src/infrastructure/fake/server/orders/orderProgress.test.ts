import { expect, it } from 'vitest';
import { createFakeServer } from '../../createFakeServer';
import { MemorySnapshotStore } from '../../db/SnapshotStore';
import type { OrderRecord } from '../../db/orderRecords';
import { DEMO_CUSTOMERS } from '../../../../../test/helpers/signIn';
import { seatOrderKey } from '../train/seatOrderKey';
import { nextStatusChangeAt, orderStatusAt, paymentExpired, statusesPassed } from './orderProgress';

const MINUTE = 60_000;
const placedAt = 1_000_000;

async function anyOrder(): Promise<OrderRecord> {
  const server = await createFakeServer({ snapshots: new MemorySnapshotStore(), clock: () => placedAt });
  return {
    ...server.db.orders.all()[0]!,
    createdAt: placedAt,
    confirmedAt: placedAt,
    closedAs: null,
    paymentStatus: 'Completed',
    deliveryMinutes: 33,
  };
}

it('moves a confirmed order along by the clock: Pending, Confirmed, Preparing, Out for Delivery, Delivered', async () => {
  const order = await anyOrder();
  const at = (minutes: number) => orderStatusAt(order, placedAt + minutes * MINUTE);
  expect([0, 1, 3, 15, 32, 33, 600].map(at)).toEqual([
    'Pending',
    'Confirmed',
    'Preparing',
    'Out for Delivery',
    'Out for Delivery',
    'Delivered',
    'Delivered',
  ]);
});

it('keeps unpaid, failed, cancelled and rejected orders where they are; an unpaid payment expires after 15 minutes', async () => {
  const order = await anyOrder();
  const unpaid = { ...order, paymentStatus: 'Pending' as const, confirmedAt: null };
  expect(orderStatusAt(unpaid, placedAt + 600 * MINUTE)).toBe('Payment Processing');
  expect(paymentExpired(unpaid, placedAt + 14 * MINUTE)).toBe(false);
  expect(paymentExpired(unpaid, placedAt + 15 * MINUTE)).toBe(true);
  expect(orderStatusAt({ ...order, paymentStatus: 'Failed' }, placedAt)).toBe('Payment Failed');
  expect(orderStatusAt({ ...order, closedAs: 'cancelled' }, placedAt + 600 * MINUTE)).toBe('Cancelled');
  expect(orderStatusAt({ ...order, closedAs: 'rejected' }, placedAt)).toBe('Rejected');
});

it('keeps orders across a restart of the demo backend until Reset demo data', async () => {
  const snapshots = new MemorySnapshotStore();
  const server = await createFakeServer({ snapshots, clock: () => placedAt });
  const { token } = await server.auth.login({
    phone: DEMO_CUSTOMERS.aarav.phone,
    password: DEMO_CUSTOMERS.aarav.password,
  });
  const seeded = server.db.orders.count();
  await server.db.orders.create({ ...(await anyOrder()), id: '999', orderId: 'RB100999' });
  server.db.flush();
  const restarted = await createFakeServer({ snapshots, clock: () => placedAt });
  expect(restarted.db.orders.count()).toBe(seeded + 1);
  expect((await restarted.payments.ownOrder({ token: token! }, 'RB100999')).orderId).toBe('RB100999');
  await restarted.resetDemoData();
  expect(restarted.db.orders.count()).toBe(seeded);
});

it('knows when an order next moves by itself: each step of the kitchen, an unpaid payment expiring, then never', async () => {
  const order = await anyOrder();
  const next = (minutes: number) => {
    const at = nextStatusChangeAt(order, placedAt + minutes * MINUTE);
    return at === null ? null : (at - placedAt) / MINUTE;
  };
  expect([0, 0.5, 1, 2, 3, 14, 15, 32, 33].map(next)).toEqual([1, 1, 3, 3, 15, 15, 33, 33, null]);
  const unpaid = { ...order, paymentStatus: 'Pending' as const, confirmedAt: null };
  expect(nextStatusChangeAt(unpaid, placedAt)).toBe(placedAt + 15 * MINUTE);
  expect(nextStatusChangeAt(unpaid, placedAt + 15 * MINUTE)).toBeNull();
  expect(nextStatusChangeAt({ ...order, paymentStatus: 'Failed' }, placedAt)).toBeNull();
  expect(nextStatusChangeAt({ ...order, closedAs: 'cancelled' }, placedAt)).toBeNull();
});

it('lists every step an order passed between two statuses, or just the new one off the timeline', () => {
  expect(statusesPassed('Pending', 'Confirmed')).toEqual(['Confirmed']);
  expect(statusesPassed('Confirmed', 'Delivered')).toEqual(['Preparing', 'Out for Delivery', 'Delivered']);
  expect(statusesPassed('Payment Processing', 'Payment Failed')).toEqual(['Payment Failed']);
  expect(statusesPassed('Preparing', 'Cancelled')).toEqual(['Cancelled']);
  expect(statusesPassed('Payment Processing', 'Pending')).toEqual(['Pending']);
});

it('an order its restaurant turns down (demo knob rejectingRestaurants) is Rejected instead of Confirmed, then stays', async () => {
  const order = { ...(await anyOrder()), restaurantRejects: true };
  const at = (minutes: number) => orderStatusAt(order, placedAt + minutes * MINUTE);
  expect([0, 1, 3, 600].map(at)).toEqual(['Pending', 'Rejected', 'Rejected', 'Rejected']);
  expect(nextStatusChangeAt(order, placedAt)).toBe(placedAt + MINUTE);
  expect(nextStatusChangeAt(order, placedAt + MINUTE)).toBeNull();
  expect(orderStatusAt({ ...order, closedAs: 'cancelled' }, placedAt + MINUTE)).toBe('Cancelled');
});

it('a seat order for tomorrow morning follows its train, not the road timeline: Confirmed overnight, then its steps', async () => {
  const road = await anyOrder();
  const elevenHours = 11 * 60;
  const seat: OrderRecord = {
    ...road,
    address: {
      ...road.address,
      id: seatOrderKey({ trainNumber: '12951', runDate: '2026-11-28', stationCode: 'NDLS' }),
    },
    deliveryMinutes: elevenHours,
  };
  const at = (minutes: number) => orderStatusAt(seat, placedAt + minutes * MINUTE);
  // It said 'Out for Delivery' 15 minutes after it was placed, with a push saying so.
  expect([0, 5, 15, 600 - 1, 600, elevenHours - 20, elevenHours].map(at)).toEqual([
    'Confirmed',
    'Confirmed',
    'Confirmed',
    'Confirmed',
    'Preparing',
    'Out for Delivery',
    'Delivered',
  ]);
  const next = (minutes: number) => (nextStatusChangeAt(seat, placedAt + minutes * MINUTE)! - placedAt) / MINUTE;
  expect([0, 600, elevenHours - 20].map(next)).toEqual([600, elevenHours - 20, elevenHours]);
  expect(nextStatusChangeAt(seat, placedAt + elevenHours * MINUTE)).toBeNull();
});
