import type { z } from 'zod/mini';
import { schemaShape } from './schemaShape';

/**
 * Raise by hand when the meaning of saved records changes without their shape changing (a shape change is
 * caught by the fingerprint below on its own).
 */
export const DEMO_SCHEMA_VERSION = 2;

/** A short FNV-1a hash of a text. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** The schema version of the saved collections: the hand-kept number plus a fingerprint of their record shapes. */
export function schemaVersionOf(collections: readonly (readonly [string, z.ZodMiniType])[]): string {
  const shapes = collections.map(([name, schema]) => [name, schemaShape(schema)]);
  return `s${DEMO_SCHEMA_VERSION}-${fingerprint(JSON.stringify(shapes))}`;
}
