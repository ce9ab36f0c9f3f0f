import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { meetsPasswordRules, PASSWORD_SPECIAL_CHARACTERS, passwordRuleResults } from './password';

const from = (chars: string) => fc.constantFrom(...chars.split(''));
const upper = from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = from('abcdefghijklmnopqrstuvwxyz');
const digit = from('0123456789');
const special = from(PASSWORD_SPECIAL_CHARACTERS);
const anyAllowed = fc.oneof(upper, lower, digit, special);

/** A password made of one of each class plus filler, shuffled. */
const strongPassword = fc
  .tuple(upper, lower, digit, special, fc.array(anyAllowed, { minLength: 4, maxLength: 20 }), fc.nat())
  .map(([u, l, d, s, rest, seed]) => {
    const chars = [u, l, d, s, ...rest];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = (seed + i * 7919) % (i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    return chars.join('');
  });

describe('reset-password rules', () => {
  it('accepts any password with 8+ characters and every class', () => {
    fc.assert(fc.property(strongPassword, (password) => meetsPasswordRules(password)));
  });
  it('rejects a password missing any one class', () => {
    const strip = (password: string, pattern: RegExp) => password.replace(pattern, '');
    fc.assert(
      fc.property(strongPassword, (password) => {
        const noUpper = strip(password, /[A-Z]/g).padEnd(8, 'a1!');
        const noLower = strip(password, /[a-z]/g).padEnd(8, 'A1!');
        const noDigit = strip(password, /\d/g).padEnd(8, 'aA!');
        const noSpecial = [...password]
          .filter((c) => !PASSWORD_SPECIAL_CHARACTERS.includes(c))
          .join('')
          .padEnd(8, 'aA1');
        return [noUpper, noLower, noDigit, noSpecial].every((p) => !meetsPasswordRules(p));
      }),
    );
  });
  it('rejects anything shorter than 8 characters', () => {
    fc.assert(fc.property(strongPassword, (password) => !meetsPasswordRules(password.slice(0, 7))));
  });
  it('reports each rule for the live checklist', () => {
    expect(passwordRuleResults('abc')).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
    });
    expect(passwordRuleResults('Rail@1234')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      digit: true,
      special: true,
    });
  });
});
