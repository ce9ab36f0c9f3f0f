import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { PushDeviceStorage, SavedPushToken } from '../../ports/PushDeviceStorage';

const SavedPushTokenSchema = z.object({ token: z.string(), savedAt: z.number() });

/** The push token under fcmToken (a customer's, cleared on sign-out) and the device id under deviceId (kept). */
@injectable()
export class KeyValuePushDeviceStorage implements PushDeviceStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  readToken(): SavedPushToken | null {
    try {
      const parsed = SavedPushTokenSchema.safeParse(JSON.parse(this.storage.getItem(StorageKeys.pushToken) ?? 'null'));
      return parsed.success ? { token: parsed.data.token, savedAt: parsed.data.savedAt } : null;
    } catch {
      return null;
    }
  }

  saveToken(token: SavedPushToken) {
    this.storage.setItem(StorageKeys.pushToken, JSON.stringify(token));
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
