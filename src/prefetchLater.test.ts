import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createPrefetchLater, PREFETCH_AFTER_MS } from './prefetchLater';

/** A page of its own: the app's queue remembers for the page whether the first touch has come. */
const page = () => {
  const target = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  return { target, prefetchLater: createPrefetchLater(target) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('fetches nothing with the first screen; everything waiting once the customer first presses on the page', () => {
  const { target, prefetchLater } = page();
  const drawer = vi.fn();
  const toasts = vi.fn();
  prefetchLater(drawer);
  prefetchLater(toasts);
  vi.advanceTimersByTime(1000);
  expect(drawer).not.toHaveBeenCalled();

  target.dispatchEvent(new Event('pointerdown'));
  expect(drawer).toHaveBeenCalledTimes(1);
  expect(toasts).toHaveBeenCalledTimes(1);

  target.dispatchEvent(new Event('keydown'));
  vi.advanceTimersByTime(60_000);
  expect(drawer).toHaveBeenCalledTimes(1);

  const later = vi.fn();
  prefetchLater(later);
  expect(later).toHaveBeenCalledTimes(1);
});

it('a customer who only reads gets them after a while', () => {
  const { prefetchLater } = page();
  const drawer = vi.fn();
  prefetchLater(drawer);
  vi.advanceTimersByTime(PREFETCH_AFTER_MS - 1);
  expect(drawer).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(drawer).toHaveBeenCalledTimes(1);
});

it('a first touch offline waits for the connection: a download that fails offline would stay failed', () => {
  const { target, prefetchLater } = page();
  const drawer = vi.fn();
  prefetchLater(drawer);
  target.navigator.onLine = false;
  target.dispatchEvent(new Event('pointerdown'));
  vi.advanceTimersByTime(60_000);
  expect(drawer).not.toHaveBeenCalled();

  target.navigator.onLine = true;
  target.dispatchEvent(new Event('online'));
  expect(drawer).toHaveBeenCalledTimes(1);
});
