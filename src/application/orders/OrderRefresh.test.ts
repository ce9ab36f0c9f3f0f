import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_REFRESH_MS } from '../../domain/order/orderRefresh';
import type { PageLifecycle } from '../../infrastructure/ports/PageLifecycle';
import { OrderRefresh } from './OrderRefresh';

/** A page whose return (shown again, network back) the test decides. */
function testPage() {
  const returning = new Set<() => void>();
  const lifecycle: PageLifecycle = {
    onLeave: () => () => {},
    onReturn: (listener) => (returning.add(listener), () => void returning.delete(listener)),
  };
  return { lifecycle, comeBack: () => returning.forEach((listener) => listener()), listeners: () => returning.size };
}

describe('OrderRefresh (open order screens follow their orders without push)', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => void vi.useRealTimers());

  it('reads every 30 s and at once when the page comes back, only while the order may move, and never after stop', () => {
    const page = testPage();
    const refresh = new OrderRefresh(page.lifecycle);
    let moving = true;
    const read = vi.fn();
    const stop = refresh.follow(read, () => moving);
    vi.advanceTimersByTime(ORDER_REFRESH_MS - 1);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
    page.comeBack();
    expect(read).toHaveBeenCalledTimes(2);

    // A final order is not asked about again, on any occasion.
    moving = false;
    vi.advanceTimersByTime(3 * ORDER_REFRESH_MS);
    page.comeBack();
    expect(read).toHaveBeenCalledTimes(2);

    // The screen went away: nothing more, even for an order that moves.
    moving = true;
    stop();
    vi.advanceTimersByTime(3 * ORDER_REFRESH_MS);
    page.comeBack();
    expect(read).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
    expect(page.listeners()).toBe(0);
  });
});
