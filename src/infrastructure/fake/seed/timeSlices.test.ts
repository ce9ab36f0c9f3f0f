import { afterEach, expect, it, vi } from 'vitest';
import { timeSlices } from './timeSlices';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("yields once a slice has run its time, to a task queued behind the page's waiting ones (not scheduler.yield)", async () => {
  const schedulerYield = vi.fn(async () => {});
  vi.stubGlobal('scheduler', { yield: schedulerYield });
  const now = vi.spyOn(performance, 'now').mockReturnValue(0);
  const pause = timeSlices(6);

  now.mockReturnValue(5);
  let yielded = false;
  await pause().then(() => (yielded = true));
  expect(yielded).toBe(true); // within the slice: no new task

  now.mockReturnValue(7);
  const order: string[] = [];
  const waiting = new MessageChannel();
  waiting.port1.onmessage = () => {
    order.push('a task queued before the pause');
    waiting.port1.close();
  };
  waiting.port2.postMessage(null);
  await pause().then(() => order.push('the next slice'));
  expect(order).toEqual(['a task queued before the pause', 'the next slice']);
  expect(schedulerYield).not.toHaveBeenCalled();
});
