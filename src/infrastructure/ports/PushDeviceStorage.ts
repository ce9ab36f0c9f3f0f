/** The push token as saved, with when it was obtained (spec: refreshed after a while). */
export interface SavedPushToken {
  token: string;
  savedAt: number;
}

/** What this device keeps for push notifications: the customer's token (fcmToken) and the device's id (deviceId). */
export interface PushDeviceStorage {
  /** The saved token, or null when none (or nothing readable) is saved. */
  readToken(): SavedPushToken | null;
  saveToken(token: SavedPushToken): void;
  forgetToken(): void;
  /** The device's id, or null before one was created. */
  readDeviceId(): string | null;
  saveDeviceId(deviceId: string): void;
}

export const PushDeviceStorageToken = Symbol.for('PushDeviceStorage');
