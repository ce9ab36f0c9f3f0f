import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { schemaShape } from './schemaShape';

const same = (a: z.ZodMiniType, b: z.ZodMiniType) => JSON.stringify(schemaShape(a)) === JSON.stringify(schemaShape(b));

describe('schemaShape (what the demo database fingerprints)', () => {
  it('is the same for the same record shape, whatever the order of its fields', () => {
    expect(same(z.object({ id: z.string(), at: z.number() }), z.object({ at: z.number(), id: z.string() }))).toBe(true);
  });

  it('changes with a nested type, an optional or nullable field, an enum value or a literal', () => {
    const line = (quantity: z.ZodMiniType) => z.object({ lines: z.array(z.object({ quantity })) });
    expect(same(line(z.number()), line(z.string()))).toBe(false);
    expect(same(z.object({ note: z.string() }), z.object({ note: z.optional(z.string()) }))).toBe(false);
    expect(same(z.object({ note: z.string() }), z.object({ note: z.nullable(z.string()) }))).toBe(false);
    expect(same(z.enum(['cash', 'card']), z.enum(['cash', 'upi']))).toBe(false);
    expect(same(z.literal(1), z.literal(2))).toBe(false);
    expect(same(z.union([z.string(), z.number()]), z.union([z.string(), z.boolean()]))).toBe(false);
    expect(same(z.record(z.string(), z.number()), z.record(z.string(), z.string()))).toBe(false);
  });

  it('leaves out checks that do not change what a saved record looks like', () => {
    expect(same(z.string(), z.string().check(z.minLength(3)))).toBe(true);
  });
});
