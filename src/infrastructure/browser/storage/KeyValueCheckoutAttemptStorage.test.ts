import { describe, expect, it } from 'vitest';
import { StorageKeys } from '../../ports/KeyValueStore';
import { KeyValueCheckoutAttemptStorage } from './KeyValueCheckoutAttemptStorage';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

describe('KeyValueCheckoutAttemptStorage', () => {
  it('keeps the attempt under railbite.checkoutAttempt until it is forgotten', () => {
    const storage = new MemoryKeyValueStore();
    const attempts = new KeyValueCheckoutAttemptStorage(storage);
    const attempt = { key: '9b2f0c1e-6a57-4f3b-9d3e-2c8a1b4e5f60', fingerprint: '["1","online",["a1x2"]]' };
    attempts.save(attempt);
    expect(storage.getItem(StorageKeys.checkoutAttempt)).not.toBeNull();
    expect(new KeyValueCheckoutAttemptStorage(storage).read()).toEqual(attempt);
    attempts.forget();
    expect(storage.getItem(StorageKeys.checkoutAttempt)).toBeNull();
    expect(attempts.read()).toBeNull();
  });

  it.each([
    ['unreadable JSON', '{"key": '],
    ['an empty key', '{"key": "", "fingerprint": "x"}'],
    ['a missing fingerprint', '{"key": "k"}'],
    ['a number', '42'],
  ])('reads %s as no attempt, without throwing', (_case, raw) => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(StorageKeys.checkoutAttempt, raw);
    expect(new KeyValueCheckoutAttemptStorage(storage).read()).toBeNull();
  });
});
