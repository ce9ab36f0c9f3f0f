import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import { SEAT_CANCEL_TEXTS, type SeatOrderTracking } from '../../domain/train/seatOrder';
import type { Order } from '../../domain/order/Order';
import type { OrdersApi } from '../../infrastructure/ports/OrdersApi';
import type { TrainApi } from '../../infrastructure/ports/TrainApi';
import { NetworkSwitch } from '../../../test/helpers/connection';
import { ConnectionStore } from '../connection/ConnectionStore';
import { CustomerOrders } from '../orders/CustomerOrders';
import { OrderUpdates } from '../orders/OrderUpdates';
import type { SessionStore } from '../session/SessionStore';
import { SEAT_ORDER_REFRESH_MS, SeatOrderStore } from './SeatOrderStore';

const tracking = { orderId: 'RB1', status: 'Confirmed' } as SeatOrderTracking;

/** A TrainApi whose seatOrder answers what `answer` says, counting the reads. */
function trainsAnswering(answer: () => Promise<SeatOrderTracking>) {
  const seatOrder = vi.fn(answer);
  return { api: { seatOrder } as unknown as TrainApi, seatOrder };
}

/** The one owner of the customer's orders, over an OrdersApi that answers `RB1` (signed in), counting its reads. */
function customerOrders(updates: OrderUpdates) {
  const order = vi.fn(async (orderId: string) => ({ orderId, orderStatus: 'Cancelled' }) as Order);
  const api = { order } as unknown as OrdersApi;
  return { orders: new CustomerOrders(api, { isSignedIn: true } as SessionStore, updates), order };
}

/** A store over its own OrderUpdates and CustomerOrders. */
function seatOrderStore(api: TrainApi, network = new NetworkSwitch()) {
  const updates = new OrderUpdates();
  const { orders, order } = customerOrders(updates);
  const connection = new ConnectionStore(network);
  return { store: new SeatOrderStore(api, updates, orders, connection), updates, order };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('SeatOrderStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an order delivered to an address (404) is read once: no retries and no 30 s reads of train data', async () => {
    const { api, seatOrder } = trainsAnswering(() =>
      Promise.reject(new AppError('not-found', 'This order is not delivered to a train', 404)),
    );
    const { store } = seatOrderStore(api);
    const stop = store.start('RB7');
    await flush();
    expect(store.state).toBe('none');
    await vi.advanceTimersByTimeAsync(3 * SEAT_ORDER_REFRESH_MS);
    expect(seatOrder).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a first read without an answer is tried again, then the order is followed every 30 s', async () => {
    let fail = true;
    const { api, seatOrder } = trainsAnswering(() =>
      fail ? Promise.reject(new AppError('network', 'offline')) : Promise.resolve(tracking),
    );
    const { store } = seatOrderStore(api);
    const stop = store.start('RB1');
    await flush();
    expect(store.state).toBe('loading');
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.state).toBe('loaded');
    expect(seatOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SEAT_ORDER_REFRESH_MS);
    expect(seatOrder).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3 * SEAT_ORDER_REFRESH_MS);
    expect(seatOrder).toHaveBeenCalledTimes(3);
  });

  it('closes cancellation on the second of the order-by time, between two reads of the order', async () => {
    vi.setSystemTime(Date.UTC(2026, 0, 10, 3, 59, 50));
    const closesAt = Date.UTC(2026, 0, 10, 4, 0, 0);
    const open = { ...tracking, cancellation: { allowed: true as const, closesAt, refundPaise: 26_225 } };
    const { api, seatOrder } = trainsAnswering(() => Promise.resolve(open));
    const { store } = seatOrderStore(api);
    const stop = store.start('RB1');
    await flush();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(store.cancelTerms).toEqual(open.cancellation);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.cancelTerms).toEqual({ allowed: false, reason: SEAT_CANCEL_TEXTS.closed(closesAt) });
    expect(store.cancelRefusal).toEqual({ kind: 'closed', at: closesAt });
    // Closed by the clock: the order was read only once, and the server still says it is open.
    expect(seatOrder).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a cancellation refused because it closed says so once: the closed reason, not the server's error as well", async () => {
    vi.setSystemTime(Date.UTC(2026, 0, 10, 4, 0, 1));
    const closesAt = Date.UTC(2026, 0, 10, 4, 0, 0);
    const reason = SEAT_CANCEL_TEXTS.closed(closesAt);
    const closed = { ...tracking, cancellation: { allowed: false as const, reason } };
    const cancelSeatOrder = vi.fn(() => Promise.reject(new AppError('rejected', reason, 409)));
    const api = { seatOrder: vi.fn(() => Promise.resolve(closed)), cancelSeatOrder } as unknown as TrainApi;
    const { store } = seatOrderStore(api);
    const stop = store.start('RB1');
    await flush();
    await store.confirmCancel();
    expect(store.cancellation.error).toBe(reason);
    expect(store.cancelTerms).toEqual({ allowed: false, reason });
    expect(store.cancelError).toBeNull();
    stop();
  });

  it('a cancellation that failed while cancelling is still open shows its error', async () => {
    const closesAt = Date.now() + 60 * 60_000;
    const open = { ...tracking, cancellation: { allowed: true as const, closesAt, refundPaise: 0 } };
    const cancelSeatOrder = vi.fn(() => Promise.reject(new AppError('network', 'No connection')));
    const api = { seatOrder: vi.fn(() => Promise.resolve(open)), cancelSeatOrder } as unknown as TrainApi;
    const { store } = seatOrderStore(api);
    const stop = store.start('RB1');
    await flush();
    await store.confirmCancel();
    expect(store.cancelError).toBe(store.cancellation.error);
    expect(store.cancelError).not.toBeNull();
    expect(store.cancelFailure).toEqual({ kind: 'network' });
    stop();
  });

  it("a cancellation tried offline fails as offline (typed, for the UI to word); a refusal keeps the server's words", async () => {
    const closesAt = Date.now() + 60 * 60_000;
    const open = { ...tracking, cancellation: { allowed: true as const, closesAt, refundPaise: 0 } };
    const cancelSeatOrder = vi
      .fn()
      .mockRejectedValueOnce(new AppError('network', 'Network Error.'))
      .mockRejectedValueOnce(new AppError('rejected', 'The kitchen has this order on the stove', 409));
    const api = { seatOrder: vi.fn(() => Promise.resolve(open)), cancelSeatOrder } as unknown as TrainApi;
    const network = new NetworkSwitch();
    const { store } = seatOrderStore(api, network);
    const stop = store.start('RB1');
    await flush();
    network.turn(false);
    await store.confirmCancel();
    expect(store.cancelFailure).toEqual({ kind: 'offline', action: 'cancelOrder' });
    network.turn(true);
    await store.confirmCancel();
    expect(store.cancelFailure).toEqual({ kind: 'refused', text: 'The kitchen has this order on the stove' });
    stop();
  });

  it('a closed order says why it cannot be cancelled by its status, whatever words the server used', async () => {
    for (const [status, kind] of [
      ['Cancelled', 'cancelled'],
      ['Delivered', 'delivered'],
      ['Not delivered', 'notDelivered'],
    ] as const) {
      const closed = { ...tracking, status, cancellation: { allowed: false as const, reason: 'No.' } };
      const { store } = seatOrderStore(trainsAnswering(() => Promise.resolve(closed)).api);
      const stop = store.start('RB1');
      await flush();
      expect(store.cancelRefusal).toEqual({ kind });
      stop();
    }
  });

  it('a push about the order reads its train data at once (CustomerOrders reads the order, the panel follows it)', async () => {
    const { api, seatOrder } = trainsAnswering(() => Promise.resolve(tracking));
    const { store, updates, order } = seatOrderStore(api);
    const stop = store.start('RB1');
    await flush();
    expect(seatOrder).toHaveBeenCalledTimes(1);
    updates.publish({ orderId: 'RB1', status: 'cancelled' });
    await flush();
    expect(order).toHaveBeenCalledWith('RB1');
    expect(seatOrder).toHaveBeenCalledTimes(2);
    stop();
    updates.publish({ orderId: 'RB1', status: 'cancelled' });
    await flush();
    expect(seatOrder).toHaveBeenCalledTimes(2);
  });
});
