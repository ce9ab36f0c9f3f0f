import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NetworkSwitch } from '../../../test/helpers/connection';
import { ConnectionStore } from './ConnectionStore';
import { SignalRetry } from './SignalRetry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function retrying() {
  const network = new NetworkSwitch();
  const send = vi.fn();
  const retry = new SignalRetry(new ConnectionStore(network), send);
  return { network, send, retry };
}

it('sends again after 2 s, then after twice as long each time, while the browser says it is online', () => {
  const { send, retry } = retrying();
  retry.schedule();
  vi.advanceTimersByTime(1_999);
  expect(send).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(send).toHaveBeenCalledTimes(1);
  retry.schedule();
  vi.advanceTimersByTime(3_999);
  expect(send).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  expect(send).toHaveBeenCalledTimes(2);
});

it('waits for the network while the browser says offline, and sends at once when it is back', () => {
  const { network, send, retry } = retrying();
  network.turn(false);
  retry.schedule();
  vi.advanceTimersByTime(60_000);
  expect(send).not.toHaveBeenCalled();
  network.turn(true);
  expect(send).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(60_000);
  expect(send).toHaveBeenCalledTimes(1);
});

it('once the writes got an answer nothing more is sent, and the next failure starts the backoff over', () => {
  const { network, send, retry } = retrying();
  retry.schedule();
  vi.advanceTimersByTime(2_000);
  retry.schedule();
  retry.settled();
  vi.advanceTimersByTime(60_000);
  network.turn(false);
  network.turn(true);
  expect(send).toHaveBeenCalledTimes(1);
  retry.schedule();
  vi.advanceTimersByTime(2_000);
  expect(send).toHaveBeenCalledTimes(2);
});
