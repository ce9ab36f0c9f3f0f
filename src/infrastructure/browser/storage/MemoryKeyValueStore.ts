import { injectable } from 'inversify';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import { KeyListeners } from './KeyListeners';

/** In-memory storage for tests and for browsers that refuse localStorage. */
@injectable()
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  private readonly listeners = new KeyListeners();

  getItem(key: string) {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string) {
    this.values.set(key, value);
    this.listeners.notify(key);
  }

  removeItem(key: string) {
    this.values.delete(key);
    this.listeners.notify(key);
  }

  subscribe(key: string, listener: () => void) {
    return this.listeners.add(key, listener);
  }

  /** Standing in for a browser that keeps data, it never falls back. */
  onMemoryOnly() {
    return () => undefined;
  }
}
