import { afterEach, expect, it, vi } from 'vitest';
import { CLOCK_JUMP_MS, TrainClock } from './TrainClock';

afterEach(() => vi.useRealTimers());

it('tells when a tick finds the time jumped (a phone woken overnight), not on every second, nor when first started', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  let time = 1_000_000;
  const jumped = vi.fn();
  const clock = new TrainClock(() => time, jumped);
  time += 60 * 60_000;
  const stop = clock.start();
  expect(jumped).not.toHaveBeenCalled();

  time += 1000;
  vi.advanceTimersByTime(1000);
  expect(clock.now).toBe(time);
  expect(jumped).not.toHaveBeenCalled();

  time += 11 * 60 * 60_000;
  vi.advanceTimersByTime(1000);
  expect(jumped).toHaveBeenCalledTimes(1);
  time += CLOCK_JUMP_MS - 1;
  vi.advanceTimersByTime(1000);
  expect(jumped).toHaveBeenCalledTimes(1);
  stop();
});
