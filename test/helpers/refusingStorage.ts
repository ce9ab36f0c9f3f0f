import type { WebStorage } from '../../src/infrastructure/browser/storage/LocalStorageKeyValueStore';

/**
 * A Web Storage that reads but refuses every write, as Safari's private mode and a full quota do
 * (QuotaExceededError). `attempts` counts the refused writes.
 */
export function refusingStorage(saved: Record<string, string> = {}): WebStorage & { attempts: number } {
  const values = new Map(Object.entries(saved));
  const refuse = () => {
    storage.attempts += 1;
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const storage = {
    attempts: 0,
    getItem: (key: string) => values.get(key) ?? null,
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
    setItem: refuse,
    removeItem: refuse,
  };
  return storage;
}
