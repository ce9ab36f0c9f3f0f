import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin, panOfGstin } from './gstin';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: n, maxLength: n });
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const first14 = fc
  .tuple(
    fc.integer({ min: 1, max: 38 }),
    letters(5),
    digits(4),
    letters(1),
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([state, a, b, c, entity]) => `${String(state).padStart(2, '0')}${a}${b}${c}${entity}Z`);

describe('GSTIN', () => {
  it('accepts published GSTINs', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('accepts any well-formed GSTIN with its check character and rejects every other check character', () => {
    fc.assert(
      fc.property(first14, (body) => {
        const check = gstinCheckCharacter(body)!;
        expect(isValidGstin(body + check)).toBe(true);
        for (const other of CHARS.replace(check, '')) expect(isValidGstin(body + other)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a bad state code, lower case and wrong lengths', () => {
    expect(isValidGstin('00AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
  });
});
