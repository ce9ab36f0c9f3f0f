import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testFixtures } from '../../../../../test/helpers/testFixtures';
import { REFUND_LINE_TEXT } from '../../../../domain/push/orderPush';
import { createFakeServer } from '../../createFakeServer';
import type { OrderRecord } from '../../db/orderRecords';
import { MemorySnapshotStore, type SnapshotStore } from '../../db/SnapshotStore';
import type { FakeServer } from '../FakeServer';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 22, 12, 0);

interface Received {
  userId: string;
  payload: {
    notification: { title: string; body: string };
    data: { orderId: string; orderStatus: string; click_action: string };
  };
}

async function startServer(snapshots: SnapshotStore = new MemorySnapshotStore()) {
  // The clock is Date.now, faked by vi: the server's timers and its clock move together, as under Playwright's clock.
  return createFakeServer({ snapshots, fixtures: await testFixtures(), security: { passwordIterations: 1_000 } });
}

/** Collects what the server pushes to Priya's devices from now on. */
function listen(server: FakeServer): Received[] {
  const received: Received[] = [];
  server.push.subscribe((userId, payload) => {
    if (userId === 'u-priya') received.push({ userId, payload: payload as Received['payload'] });
  });
  return received;
}

async function registerDevice(server: FakeServer) {
  await server.db.pushDevices.create({
    deviceId: 'device_abc123_1',
    fcmToken: 'demo-push-token',
    userId: 'u-priya',
    registeredAt: Date.now(),
  });
}

/** A new order of Priya's, placed now (cash on delivery unless said otherwise), as the server keeps it. */
async function placeOrder(server: FakeServer, changes: Partial<OrderRecord> = {}): Promise<OrderRecord> {
  const template = server.db.orders.findFirst((q) => q.where({ userId: 'u-priya' }))!;
  const order: OrderRecord = {
    ...template,
    id: '900',
    orderId: 'RB100900',
    createdAt: Date.now(),
    confirmedAt: Date.now(),
    paymentMethod: 'cod',
    paymentStatus: 'Completed',
    closedAs: null,
    deliveryMinutes: 30,
    ...changes,
  };
  await server.db.orders.create(order);
  await server.announcements.check();
  return order;
}

/**
 * Moves the clock on, lets the announcements finish, then runs the push deliveries they started (a 0 ms timer
 * set while the fake clock ticks is due 1 ms later).
 */
async function advance(server: FakeServer, ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await server.announcements.idle();
  await vi.advanceTimersByTimeAsync(1);
}

const statuses = (received: Received[]) => received.map(({ payload }) => payload.data.orderStatus);

describe('order push announcements (demo backend)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes each step of an order exactly once, at the moment it happens on the clock', async () => {
    const server = await startServer();
    await registerDevice(server);
    const received = listen(server);
    const order = await placeOrder(server);
    await advance(server, MINUTE - 1);
    expect(received).toEqual([]);
    await advance(server, 1);
    expect(statuses(received)).toEqual(['Confirmed']);
    await advance(server, 2 * MINUTE);
    expect(statuses(received)).toEqual(['Confirmed', 'Preparing']);
    await advance(server, 12 * MINUTE);
    expect(statuses(received)).toEqual(['Confirmed', 'Preparing', 'Out for Delivery']);
    expect(received[2]!.payload.notification.body).toContain(`Delivery PIN: ${order.userPin}`);
    await advance(server, 15 * MINUTE);
    expect(statuses(received)).toEqual(['Confirmed', 'Preparing', 'Out for Delivery', 'Delivered']);
    expect(received[3]!.payload.data.click_action).toBe('/user/order-history?order=RB100900&rate=1');
    // Nothing moves after delivery, and a check at any time repeats nothing.
    await advance(server, 600 * MINUTE);
    await server.announcements.check();
    await advance(server, 1);
    expect(received).toHaveLength(4);
    expect(new Set(received.map(({ payload }) => payload.data.orderId))).toEqual(new Set(['RB100900']));
  });

  it('announces a change that happened while no page was open when the next page starts, once', async () => {
    const snapshots = new MemorySnapshotStore();
    const first = await startServer(snapshots);
    await registerDevice(first);
    await placeOrder(first);
    first.announcements.stop();
    first.db.flush();

    // The page is closed for 5 minutes: the order was accepted and went into the kitchen meanwhile.
    vi.setSystemTime(START + 5 * MINUTE);
    const second = await startServer(snapshots);
    await advance(second, 0);
    const received = listen(second);
    await advance(second, 1);
    expect(statuses(received)).toEqual(['Confirmed', 'Preparing']);
    second.announcements.stop();
    second.db.flush();

    // Another page opens a minute later: nothing new happened, so nothing is pushed again.
    vi.setSystemTime(START + 6 * MINUTE);
    const third = await startServer(snapshots);
    const again = listen(third);
    await advance(third, 1);
    expect(again).toEqual([]);
    await advance(third, 10 * MINUTE);
    expect(statuses(again)).toEqual(['Out for Delivery']);
  });

  it('takes seeded orders as they are: starting the demo pushes nothing', async () => {
    const server = await startServer();
    await registerDevice(server);
    const received = listen(server);
    await server.announcements.check();
    await advance(server, 1);
    expect(received).toEqual([]);
  });

  it('fails an unpaid online order when its payment expires, and says so', async () => {
    const server = await startServer();
    await registerDevice(server);
    const received = listen(server);
    await placeOrder(server, { paymentMethod: 'online', paymentStatus: 'Pending', confirmedAt: null });
    await advance(server, 15 * MINUTE);
    expect(statuses(received)).toEqual(['Payment Failed']);
    expect(received[0]!.payload.notification.title).toBe('Payment failed for order RB100900');
    expect(server.db.orders.findFirst((q) => q.where({ id: '900' }))!.paymentStatus).toBe('Failed');
  });

  it('tells a cancelled order paid online that it is refunded; a cash one is not', async () => {
    const server = await startServer();
    await registerDevice(server);
    const received = listen(server);
    await placeOrder(server, { paymentMethod: 'online' });
    await server.db.orders.update((q) => q.where({ id: '900' }), {
      data: (order) => void (order.closedAs = 'cancelled'),
    });
    await server.announcements.check();
    await advance(server, 1);
    expect(statuses(received)).toEqual(['Cancelled']);
    expect(received[0]!.payload.notification.body).toContain(REFUND_LINE_TEXT);
  });

  it('pushes nothing to a customer without a registered device', async () => {
    const server = await startServer();
    const received = listen(server);
    await placeOrder(server);
    await advance(server, 30 * MINUTE);
    expect(received).toEqual([]);
  });
});
