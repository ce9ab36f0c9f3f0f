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
  /** The partner-onboarding draft (device only; never sent anywhere); cleared on sign-out. */
  partnerOnboarding: 'railbite.partnerOnboarding',
  /** The Idempotency-Key of the checkout attempt in progress (FEATURES F-safety). */
  checkoutAttempt: 'railbite.checkoutAttempt',
  /** The payment method chosen for the cart, kept across a reload of the Payment page; cleared on sign-out. */
  paymentChoice: 'railbite.paymentChoice',
  /** The payment page of an online order left unpaid (FEATURES F-safety); cleared on sign-out. */
  awaitedPayment: 'railbite.awaitedPayment',
  /** Cart changes the server has not confirmed yet (their base), replayed at start-up; cleared on sign-out. */
  cartOutbox: 'railbite.cartOutbox',
  /** Set by 'Browse Without Address' so a reload does not ask again; cleared on sign-out. */
  noAddressPromptDismissed: 'railbite.noAddressPromptDismissed',
  /** FEATURES F-train: the train journey, the chosen stop and the seat the cart is for; cleared on sign-out. */
  trainTrip: 'railbite.trainTrip',
  /**
   * FEATURES F-reorder: heart toggles the server has not answered yet, replayed at the next start; cleared on sign-out.
   */
  favoritesOutbox: 'railbite.favoritesOutbox',
  /** Ratings submitted with no signal, sent when it returns; cleared on sign-out. */
  ratingOutbox: 'railbite.ratingOutbox',
  /**
   * Answers of the screens' reads as last seen (the http set), served when the network is missing; they hold the
   * customer's orders, addresses and profile, so they are cleared on sign-out.
   */
  seenAnswers: 'railbite.seenAnswers',
  /** The city chosen with the demo's 'Demo city' switch, kept across page loads; cleared on sign-out. */
  chosenCity: 'railbite.chosenCity',
  /** The language chosen on this device (kept across sign-outs: it is the device's, not the customer's data). */
  language: 'railbite.language',
  /** A language the customer chose that their profile has not had yet (no signal); cleared on sign-out. */
  unsavedLanguage: 'railbite.unsavedLanguage',
} as const;

type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/**
 * Every key that holds one customer's data. Sign-out (Logout, or a 401) removes them all, so nothing of theirs is
 * shown to whoever uses the browser next (FEATURES F-safety). A new key must be listed here or in DEVICE_KEYS (tested).
 */
export const PER_CUSTOMER_KEYS: readonly StorageKey[] = [
  StorageKeys.credentials,
  StorageKeys.user,
  StorageKeys.cartItems,
  StorageKeys.currentRestaurantId,
  StorageKeys.backendCartCount,
  StorageKeys.userAddresses,
  StorageKeys.latestAddress,
  StorageKeys.pushToken,
  StorageKeys.checkoutAttempt,
  StorageKeys.paymentChoice,
  StorageKeys.awaitedPayment,
  StorageKeys.cartOutbox,
  StorageKeys.noAddressPromptDismissed,
  StorageKeys.trainTrip,
  StorageKeys.favoritesOutbox,
  StorageKeys.ratingOutbox,
  StorageKeys.seenAnswers,
  StorageKeys.partnerOnboarding,
  StorageKeys.chosenCity,
  StorageKeys.unsavedLanguage,
];

/** Keys of the device, kept across sign-outs: its push device id and the language chosen on it. */
export const DEVICE_KEYS: readonly StorageKey[] = [StorageKeys.deviceId, StorageKeys.language];

export const KeyValueStoreToken = Symbol.for('KeyValueStore');

/** Keys of this tab's own storage (sessionStorage): kept across a reload, never shared with another tab. */
export const TabStorageKeys = {
  /** The server ended this tab's session and the sign-in page has not said so yet (no customer data in it). */
  sessionEnded: 'railbite.sessionEnded',
  /** What was typed into the add and edit address forms and not yet saved; cleared on save, Cancel and sign-out. */
  addressDraft: 'railbite.addressDraft',
} as const;

type TabStorageKey = (typeof TabStorageKeys)[keyof typeof TabStorageKeys];

/** The tab's keys that hold one customer's data: sign-out removes them with the customer's local-storage keys. */
export const PER_CUSTOMER_TAB_KEYS: readonly TabStorageKey[] = [TabStorageKeys.addressDraft];

/** This tab's storage (sessionStorage in the browser, memory in tests). */
export const TabKeyValueStoreToken = Symbol.for('TabKeyValueStore');
