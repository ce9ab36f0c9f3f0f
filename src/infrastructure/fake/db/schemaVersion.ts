import type { z } from 'zod/mini';
import { textHash } from '../../../domain/security/textHash';
import { schemaShape } from './schemaShape';

/**
 * Raise by hand when the meaning of saved records changes without their shape changing (a shape change is
 * caught by the fingerprint below on its own).
 */
export const DEMO_SCHEMA_VERSION = 2;

/** The schema version of the saved collections: the hand-kept number plus a fingerprint of their record shapes. */
export function schemaVersionOf(collections: readonly (readonly [string, z.ZodMiniType])[]): string {
  const shapes = collections.map(([name, schema]) => [name, schemaShape(schema)]);
  return `s${DEMO_SCHEMA_VERSION}-${textHash(JSON.stringify(shapes))}`;
}
