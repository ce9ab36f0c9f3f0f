import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNameTooLong, NAME_MAX_LENGTH } from './name';

describe('name length rule', () => {
  it('accepts up to 50 characters (spaces around not counted) and refuses more', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'अ', 'é', ' ', '.'), maxLength: 80 }), (name) => {
        expect(isNameTooLong(name)).toBe([...name.trim()].length > NAME_MAX_LENGTH);
      }),
    );
    expect(isNameTooLong(` ${'a'.repeat(50)} `)).toBe(false);
    expect(isNameTooLong('a'.repeat(51))).toBe(true);
    expect(isNameTooLong('a'.repeat(300))).toBe(true);
  });
});
