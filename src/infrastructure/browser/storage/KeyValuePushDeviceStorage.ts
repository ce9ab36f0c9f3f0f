import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { PushDeviceStorage, SavedPushToken } from '../../ports/PushDeviceStorage';
import { readStoredJson, writeStoredJson } from './storedJson';

const SavedPushTokenSchema = z.object({ token: z.string(), savedAt: z.number() });

/** The push token under fcmToken (a customer's, cleared on sign-out) and the device id under deviceId (kept). */
@injectable()
export class KeyValuePushDeviceStorage implements PushDeviceStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  readToken(): SavedPushToken | null {
    const saved = readStoredJson(this.storage, StorageKeys.pushToken, SavedPushTokenSchema);
    return saved && { token: saved.token, savedAt: saved.savedAt };
  }

  saveToken(token: SavedPushToken) {
    writeStoredJson(this.storage, StorageKeys.pushToken, token);
  }

  forgetToken() {
    this.storage.removeItem(StorageKeys.pushToken);
  }

  readDeviceId(): string | null {
    return this.storage.getItem(StorageKeys.deviceId);
  }

  saveDeviceId(deviceId: string) {
    this.storage.setItem(StorageKeys.deviceId, deviceId);
  }
}
