import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import type { AwaitedPaymentStorage } from '../../ports/AwaitedPaymentStorage';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import { readStoredJson, writeStoredJson } from './storedJson';

const SavedPaymentPageSchema = z.string().check(z.minLength(1), z.maxLength(2048));

/** The awaited payment's page under railbite.awaitedPayment (a per-customer key, removed on sign-out). */
@injectable()
export class KeyValueAwaitedPaymentStorage implements AwaitedPaymentStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): string | null {
    return readStoredJson(this.storage, StorageKeys.awaitedPayment, SavedPaymentPageSchema);
  }

  save(address: string) {
    writeStoredJson(this.storage, StorageKeys.awaitedPayment, address);
  }

  forget() {
    this.storage.removeItem(StorageKeys.awaitedPayment);
  }
}
