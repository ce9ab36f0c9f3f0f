import { afterEach, expect, it, vi } from 'vitest';
import { timeSlices } from './timeSlices';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("yields once a slice has run its time, to a task behind the page's own (background priority)", async () => {
  const postTask = vi.fn(async (callback: () => void, _options: { priority: string }) => callback());
  const schedulerYield = vi.fn(async () => {});
  vi.stubGlobal('scheduler', { postTask, yield: schedulerYield });
  const now = vi.spyOn(performance, 'now').mockReturnValue(0);
  const pause = timeSlices(6);

  now.mockReturnValue(5);
  await pause();
  expect(postTask).not.toHaveBeenCalled();

  now.mockReturnValue(7);
  await pause();
  expect(postTask).toHaveBeenCalledOnce();
  expect(postTask.mock.calls[0]![1]).toEqual({ priority: 'background' });
  expect(schedulerYield).not.toHaveBeenCalled();
});

it('yields with a message to itself where the browser has no task scheduler', async () => {
  vi.stubGlobal('scheduler', undefined);
  const now = vi.spyOn(performance, 'now').mockReturnValue(0);
  const pause = timeSlices(6);
  now.mockReturnValue(10);
  let yielded = false;
  const paused = pause().then(() => (yielded = true));
  expect(yielded).toBe(false);
  await paused;
  expect(yielded).toBe(true);
});
