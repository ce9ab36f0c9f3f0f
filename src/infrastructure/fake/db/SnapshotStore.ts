/** Where the fake backend keeps its changes between page reloads. */
export interface SnapshotStore {
  load(): string | null;
  save(snapshot: string): void;
  clear(): void;
}

const KEY = 'railbite.fake-backend';

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
    window.localStorage.removeItem(KEY);
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
