import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import type { SeatOrderTracking } from '../../domain/train/seatOrder';
import type { TrainApi } from '../../infrastructure/ports/TrainApi';
import { OrderUpdates } from '../orders/OrderUpdates';
import { SEAT_ORDER_REFRESH_MS, SeatOrderStore } from './SeatOrderStore';

const tracking = { orderId: 'RB1', status: 'Confirmed' } as SeatOrderTracking;

/** A TrainApi whose seatOrder answers what `answer` says, counting the reads. */
function trainsAnswering(answer: () => Promise<SeatOrderTracking>) {
  const seatOrder = vi.fn(answer);
  return { api: { seatOrder } as unknown as TrainApi, seatOrder };
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
    const store = new SeatOrderStore(api, new OrderUpdates());
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
    const store = new SeatOrderStore(api, new OrderUpdates());
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
});
