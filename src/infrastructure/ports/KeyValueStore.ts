/** Local key-value storage (the browser's localStorage in production, memory in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Calls the listener when the key changes, here or in another tab. Returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
  /**
   * Calls the listener once when the browser refuses to keep data and values live only in this tab's memory
   * (at once if that already happened). Returns the unsubscribe function.
   */
  onMemoryOnly(listener: () => void): () => void;
}

/** The local-storage keys the spec names, plus the demo-only ones. */
export const StorageKeys = {
  credentials: 'user_cred',
  user: 'user',
  cartItems: 'cartItems',
  currentRestaurantId: 'currentRestaurantId',
  backendCartCount: 'backendCartCount',
  userAddresses: 'userAddresses',
  latestAddress: 'latestAddress',
  pushToken: 'fcmToken',
  deviceId: 'deviceId',
  /** The partner-onboarding draft (device only; never sent anywhere). */
  partnerOnboarding: 'railbite.partnerOnboarding',
  /** Cart changes the server has not confirmed yet (their base), replayed at start-up; cleared on sign-out. */
  cartOutbox: 'railbite.cartOutbox',
  /** Set by 'Browse Without Address' so a reload does not ask again; cleared on sign-out. */
  noAddressPromptDismissed: 'railbite.noAddressPromptDismissed',
} as const;

export const KeyValueStoreToken = Symbol.for('KeyValueStore');
