import { describe, expect, it } from 'vitest';
import { StorageKeys } from '../../ports/KeyValueStore';
import { KeyValueSavedAddressStorage } from './KeyValueSavedAddressStorage';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

describe('KeyValueSavedAddressStorage.readLatest', () => {
  it('reads back the delivery address kept for the header', () => {
    const storage = new MemoryKeyValueStore();
    const latest = { locationName: 'Flat 302', locationSubtext: 'New Delhi, Delhi 110001' };
    storage.setItem(StorageKeys.latestAddress, JSON.stringify(latest));
    expect(new KeyValueSavedAddressStorage(storage).readLatest()).toEqual(latest);
  });

  it.each([
    ['nothing kept', null],
    ['unreadable JSON', '{"locationName"'],
    ['the wrong shape', '{"locationName": 7}'],
  ])('reads %s as no address, without throwing', (_case, raw) => {
    const storage = new MemoryKeyValueStore();
    if (raw !== null) storage.setItem(StorageKeys.latestAddress, raw);
    expect(new KeyValueSavedAddressStorage(storage).readLatest()).toBeNull();
    expect(new KeyValueSavedAddressStorage(storage).read()).toEqual([]);
  });
});
