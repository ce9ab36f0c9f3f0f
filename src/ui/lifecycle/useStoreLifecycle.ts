import { useEffect } from 'react';

/** A store with work to do while a screen shows it (timers, subscriptions, loading): `start()` returns its stop. */
export interface StartableStore {
  start(): () => void;
}

/** Starts the store when the screen mounts (or the store changes) and stops it when the screen goes away. */
export function useStoreLifecycle(store: StartableStore) {
  useEffect(() => store.start(), [store]);
}
