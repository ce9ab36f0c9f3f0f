import { injectable } from 'inversify';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import { KeyListeners } from './KeyListeners';

/** localStorage, with change notifications for this tab (writes through here) and other tabs (storage events). */
@injectable()
export class LocalStorageKeyValueStore implements KeyValueStore {
  private readonly listeners = new KeyListeners();

  constructor() {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === null) this.listeners.notifyAll();
      else this.listeners.notify(event.key);
    });
  }

  getItem(key: string) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`Could not save ${key} locally`, error);
    }
    this.listeners.notify(key);
  }

  removeItem(key: string) {
    window.localStorage.removeItem(key);
    this.listeners.notify(key);
  }

  subscribe(key: string, listener: () => void) {
    return this.listeners.add(key, listener);
  }
}
