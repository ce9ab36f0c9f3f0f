import { injectable } from 'inversify';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import { KeyListeners } from './KeyListeners';

/** The part of the Web Storage API used here (localStorage in the browser; a stand-in in tests). */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const refuse = () => {
  throw new Error('Local storage is not available');
};

/** Stands in when even reading `window.localStorage` throws (some browsers with storage turned off). */
const unavailableStorage: WebStorage = { getItem: refuse, setItem: refuse, removeItem: refuse, key: refuse, length: 0 };

function browserLocalStorage(): WebStorage {
  try {
    return window.localStorage;
  } catch {
    return unavailableStorage;
  }
}

/** The tab's sessionStorage (kept across a reload, not shared with other tabs), guarded as localStorage is. */
export function browserTabStorage(): WebStorage {
  try {
    return window.sessionStorage;
  } catch {
    return unavailableStorage;
  }
}

/**
 * localStorage, with change notifications for this tab (writes through here) and other tabs (storage events).
 * When the browser refuses a write (private modes, a full quota), the values move to this tab's memory and
 * stay usable until the tab closes; listeners of `onMemoryOnly` are told once. Nothing here throws.
 */
@injectable()
export class LocalStorageKeyValueStore implements KeyValueStore {
  private readonly listeners = new KeyListeners();
  private memory: Map<string, string> | null = null;
  private readonly memoryOnlyListeners = new Set<() => void>();

  private readonly storage: WebStorage;

  /**
   * Without `storage`, the browser's localStorage (with other tabs' changes); with it, that storage alone (the tab's
   * sessionStorage, or a stand-in in tests).
   */
  constructor(storage?: WebStorage) {
    this.storage = storage ?? browserLocalStorage();
    if (storage) return;
    window.addEventListener('storage', (event) => {
      if (this.memory || event.storageArea !== this.storage) return;
      if (event.key === null) this.listeners.notifyAll();
      else this.listeners.notify(event.key);
    });
  }

  getItem(key: string) {
    if (this.memory) return this.memory.get(key) ?? null;
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string) {
    if (!this.memory) {
      try {
        this.storage.setItem(key, value);
      } catch (error) {
        this.moveToMemory(error);
      }
    }
    this.memory?.set(key, value);
    this.listeners.notify(key);
  }

  removeItem(key: string) {
    this.memory?.delete(key);
    try {
      this.storage.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove ${key} from local storage`, error);
    }
    this.listeners.notify(key);
  }

  subscribe(key: string, listener: () => void) {
    return this.listeners.add(key, listener);
  }

  onMemoryOnly(listener: () => void) {
    if (this.memory) {
      listener();
      return () => undefined;
    }
    this.memoryOnlyListeners.add(listener);
    return () => this.memoryOnlyListeners.delete(listener);
  }

  /** Keeps what can still be read, then serves every key from memory. */
  private moveToMemory(error: unknown) {
    console.warn('This browser refused to keep data; values are kept in memory until the tab closes', error);
    const memory = new Map<string, string>();
    try {
      for (let index = 0; index < this.storage.length; index++) {
        const key = this.storage.key(index);
        const value = key === null ? null : this.storage.getItem(key);
        if (key !== null && value !== null) memory.set(key, value);
      }
    } catch {
      // Nothing readable: start from an empty memory.
    }
    this.memory = memory;
    this.memoryOnlyListeners.forEach((listener) => listener());
    this.memoryOnlyListeners.clear();
  }
}
