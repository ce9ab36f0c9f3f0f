import type { z } from 'zod/mini';
import type { KeyValueStore } from '../../ports/KeyValueStore';

/**
 * The value saved as JSON under `key`, parsed with `schema` (storage is untrusted: another version, another tab or
 * the person at the keyboard may have written anything there). Nothing saved, unreadable JSON or a value of the wrong
 * shape all read as null, never as an exception.
 */
export function readStoredJson<Schema extends z.ZodMiniType>(
  storage: KeyValueStore,
  key: string,
  schema: Schema,
): z.output<Schema> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const writeStoredJson = (storage: KeyValueStore, key: string, value: unknown) =>
  storage.setItem(key, JSON.stringify(value));
