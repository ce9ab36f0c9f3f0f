import { expect, it, vi } from 'vitest';
import { startWhenReady } from './startWhenReady';

it('starts once ready and stops what it started; a stop before then means it never starts', async () => {
  const stopStarted = vi.fn();
  const start = vi.fn(() => stopStarted);
  const stop = startWhenReady(Promise.resolve('ready'), start);
  await Promise.resolve();
  expect(start).toHaveBeenCalledWith('ready');
  stop();
  expect(stopStarted).toHaveBeenCalledTimes(1);

  const never = vi.fn(() => () => {});
  startWhenReady(Promise.resolve(1), never)();
  await Promise.resolve();
  expect(never).not.toHaveBeenCalled();
});

it('a ready that fails starts nothing and is reported', async () => {
  const start = vi.fn(() => () => {});
  const failed = vi.fn();
  startWhenReady(Promise.reject(new Error('no')), start, failed);
  await Promise.resolve();
  await Promise.resolve();
  expect(start).not.toHaveBeenCalled();
  expect(failed).toHaveBeenCalledTimes(1);
});
