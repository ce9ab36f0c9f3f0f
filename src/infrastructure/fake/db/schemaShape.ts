import type { z } from 'zod/mini';

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Definition fields that hold inner schemas (object shapes, array elements, wrapped and piped types …). */
const INNER = ['innerType', 'element', 'keyType', 'valueType', 'in', 'out', 'left', 'right', 'rest'] as const;
/** Definition fields that hold lists of inner schemas. */
const INNER_LISTS = ['options', 'items'] as const;

/**
 * A record shape as plain data: each type's name, its fields and inner types, enum entries and literal values
 * (checks such as lengths are left out: they do not change what a saved record looks like). Walks zod's own
 * definitions instead of converting to JSON Schema, whose converter is 6 KB gzip of the demo's start-up code.
 */
export function schemaShape(schema: z.ZodMiniType): unknown {
  const def = defOf(schema);
  const shape: Record<string, unknown> = { type: def.type };
  if (def.type === 'object') {
    const fields = def.shape as Record<string, z.ZodMiniType>;
    shape.shape = Object.fromEntries(
      Object.keys(fields)
        .sort()
        .map((key) => [key, schemaShape(fields[key]!)]),
    );
  }
  for (const key of INNER) if (def[key]) shape[key] = schemaShape(def[key] as z.ZodMiniType);
  for (const key of INNER_LISTS)
    if (Array.isArray(def[key])) shape[key] = (def[key] as z.ZodMiniType[]).map(schemaShape);
  if (def.type === 'enum') shape.entries = def.entries;
  if (def.type === 'literal') shape.values = def.values;
  return shape;
}
