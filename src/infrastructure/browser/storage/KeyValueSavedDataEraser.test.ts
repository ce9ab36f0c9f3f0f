import { describe, expect, it } from 'vitest';
import { DEVICE_KEYS, PER_CUSTOMER_KEYS, StorageKeys, TabStorageKeys } from '../../ports/KeyValueStore';
import { KeyValueSavedDataEraser } from './KeyValueSavedDataEraser';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

function everyKeyFilled() {
  const storage = new MemoryKeyValueStore();
  for (const key of Object.values(StorageKeys)) storage.setItem(key, 'x');
  storage.setItem('not-ours', 'kept');
  return storage;
}

function everyTabKeyFilled() {
  const tab = new MemoryKeyValueStore();
  for (const key of Object.values(TabStorageKeys)) tab.setItem(key, 'x');
  return tab;
}

describe('KeyValueSavedDataEraser', () => {
  it("erases the customer's keys and keeps the device's", () => {
    const storage = everyKeyFilled();
    const tab = everyTabKeyFilled();
    new KeyValueSavedDataEraser(storage, tab).eraseCustomerData();
    for (const key of PER_CUSTOMER_KEYS) expect(storage.getItem(key), key).toBeNull();
    for (const key of DEVICE_KEYS) expect(storage.getItem(key), key).toBe('x');
    // The tab's address draft goes; the note that the server ended the session stays for the sign-in page to say.
    expect(tab.getItem(TabStorageKeys.addressDraft)).toBeNull();
    expect(tab.getItem(TabStorageKeys.sessionEnded)).toBe('x');
  });

  it("erases every key of the app (the demo reset), and nothing that is not the app's", () => {
    const storage = everyKeyFilled();
    new KeyValueSavedDataEraser(storage, everyTabKeyFilled()).eraseAll();
    for (const key of Object.values(StorageKeys)) expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem('not-ours')).toBe('kept');
  });
});
