import type { z } from 'zod/mini';
import type { KeyValueStore } from '../../ports/KeyValueStore';

/**
 * One customer's record under `key` (an outbox): read back through `schema`, and only when it is `owner`'s; anything
 * else (another customer's, an older release's, edited by hand) reads as `empty`, never half-read.
 */
export function readOwned<T extends { owner: string }>(
  storage: KeyValueStore,
  key: string,
  schema: z.ZodMiniType<T>,
  owner: string,
  empty: T,
): T {
  const raw = storage.getItem(key);
  if (raw === null) return empty;
  try {
    const record = schema.parse(JSON.parse(raw));
    return record.owner === owner ? record : empty;
  } catch {
    return empty;
  }
}

/** Saves the record, or removes the key when it holds nothing (`null`). */
export function writeOwned(storage: KeyValueStore, key: string, record: object | null): void {
  if (record === null) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(record));
}
