import { readAppConfig } from '../config/readAppConfig';
import { DEMO_SNAPSHOT_KEY } from '../fake/db/SnapshotStore';
import { StorageKeys } from '../ports/KeyValueStore';

/**
 * For the start-up error screen of the offline demo: forgets the demo backend's saved data and the app's
 * saved values, so the next start seeds the demo afresh. Null on the live API (there is no demo to reset).
 * Works without the container (which failed to build) and never throws.
 */
export function startupDemoReset(env: Record<string, unknown> = import.meta.env): (() => void) | null {
  if (readAppConfig(env).backend !== 'fake') return null;
  return () => {
    for (const key of [DEMO_SNAPSHOT_KEY, ...Object.values(StorageKeys)]) {
      try {
        window.localStorage.removeItem(key);
      } catch (error) {
        console.warn(`Could not remove ${key}`, error);
      }
    }
  };
}
