import { afterEach, expect, it, vi } from 'vitest';
import { refusingStorage } from '../../../../test/helpers/refusingStorage';
import { LocalStorageKeyValueStore } from './LocalStorageKeyValueStore';

afterEach(() => vi.restoreAllMocks());

it('keeps working from memory once the browser refuses a write, with what was saved before', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = new LocalStorageKeyValueStore(refusingStorage({ deviceId: 'device_1', cartItems: '[]' }));
  expect(store.getItem('deviceId')).toBe('device_1');
  store.setItem('user_cred', '{"token":"t"}');
  expect(store.getItem('user_cred')).toBe('{"token":"t"}');
  expect(store.getItem('deviceId')).toBe('device_1');
  store.removeItem('cartItems');
  expect(store.getItem('cartItems')).toBeNull();
});

it('never throws, and tells its listeners once (late listeners at once)', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const storage = refusingStorage();
  const store = new LocalStorageKeyValueStore(storage);
  const early = vi.fn();
  store.onMemoryOnly(early);
  const changed = vi.fn();
  store.subscribe('user_cred', changed);
  expect(() => {
    store.setItem('user_cred', 'a');
    store.setItem('user_cred', 'b');
    store.removeItem('user_cred');
    store.removeItem('never-saved');
  }).not.toThrow();
  expect(early).toHaveBeenCalledTimes(1);
  expect(changed).toHaveBeenCalledTimes(3);
  const late = vi.fn();
  store.onMemoryOnly(late);
  expect(late).toHaveBeenCalledTimes(1);
  expect(storage.attempts).toBeGreaterThan(0);
});

it('stays on the browser storage while writes succeed', () => {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    key: () => null,
    length: 0,
  };
  const store = new LocalStorageKeyValueStore(storage);
  const fellBack = vi.fn();
  store.onMemoryOnly(fellBack);
  store.setItem('k', 'v');
  expect(values.get('k')).toBe('v');
  expect(fellBack).not.toHaveBeenCalled();
});
