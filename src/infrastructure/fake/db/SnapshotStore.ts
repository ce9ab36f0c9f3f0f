/** Where the fake backend keeps its changes between page reloads. */
export interface SnapshotStore {
  /** The saved snapshot; null when nothing was saved. */
  load(): string | null;
  save(snapshot: string): void;
  clear(): void;
  /**
   * The saved snapshot cannot be used (empty, damaged, from another release): a store that can keeps it aside
   * for its owner before the seed replaces it.
   */
  setAside?(reason: string): void;
}

/** The localStorage key of the demo backend's saved data. */
export const DEMO_SNAPSHOT_KEY = 'railbite.fake-backend';
const KEY = DEMO_SNAPSHOT_KEY;

/** The browser's localStorage: the demo survives reloads until "Reset demo data". */
export class LocalStorageSnapshotStore implements SnapshotStore {
  load() {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  }

  save(snapshot: string) {
    try {
      window.localStorage.setItem(KEY, snapshot);
    } catch (error) {
      console.warn('The demo backend could not save its state; changes will be lost on reload', error);
    }
  }

  clear() {
    try {
      window.localStorage.removeItem(KEY);
    } catch (error) {
      console.warn('The saved demo data could not be removed', error);
    }
  }
}

/** Memory only: for tests and the msw handlers in Node. */
export class MemorySnapshotStore implements SnapshotStore {
  private value: string | null = null;

  load() {
    return this.value;
  }

  save(snapshot: string) {
    this.value = snapshot;
  }

  clear() {
    this.value = null;
  }
}
