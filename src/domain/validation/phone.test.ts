import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPhone, withoutIndianPrefix } from './phone';
import { sanitizePhoneInput } from './phoneInput';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('phone rule: 10 digits starting 6 to 9', () => {
  it('accepts every 10-digit number starting 6-9', () => {
    fc.assert(fc.property(fc.constantFrom('6', '7', '8', '9'), digits(9), (first, rest) => isValidPhone(first + rest)));
  });
  it('rejects every 10-digit number starting 0-5', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1', '2', '3', '4', '5'),
        digits(9),
        (first, rest) => !isValidPhone(first + rest),
      ),
    );
  });
  it('rejects any other length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).filter((n) => n !== 10),
        fc.nat(),
        (length, seed) => {
          const phone = ('9' + String(seed).padEnd(30, '7')).slice(0, length);
          return !isValidPhone(phone);
        },
      ),
    );
  });
  it('rejects anything with a non-digit', () => {
    fc.assert(
      fc.property(
        digits(10),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('a', ' ', '-', '+', '.'),
        (phone, at, bad) => {
          const broken = phone.slice(0, at) + bad + phone.slice(at + 1);
          return !isValidPhone(broken);
        },
      ),
    );
  });
  it('examples', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('5876543210')).toBe(false);
    expect(isValidPhone('98765 43210')).toBe(false);
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps at most 10 digits and nothing else, but for a country code still being typed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const clean = sanitizePhoneInput(raw);
        return /^(\d{0,10}|91\d{9}|\+9?)$/.test(clean);
      }),
    );
    expect(sanitizePhoneInput('98765-43210')).toBe('9876543210');
  });

  const mobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9)).map(([first, rest]) => first + rest);
  const typeKeyByKey = (keys: string) => [...keys].reduce((field, key) => sanitizePhoneInput(field + key), '');

  it("a number typed key by key after India's prefix (+91, 91, 0) ends as its own ten digits", () => {
    fc.assert(
      fc.property(fc.constantFrom('', '+91', '+91 ', '91', '0'), mobile, (prefix, number) => {
        expect(typeKeyByKey(prefix + number)).toBe(number);
      }),
    );
    expect(typeKeyByKey('+919876543210')).toBe('9876543210');
    expect(typeKeyByKey('919876543210')).toBe('9876543210');
  });

  it.each([
    ['+91 98765-43210'],
    ['+919876543210'],
    ['(+91) 98765 43210'],
    ['098765 43210'],
    ['09876543210'],
    ['919876543210'],
    ['91 98765 43210'],
  ])("a number pasted or filled in as %s loses India's prefix, not its last digits", (pasted) => {
    expect(sanitizePhoneInput(pasted)).toBe('9876543210');
  });

  it('a ten-digit number that starts with 91 is a number, not a prefix', () => {
    expect(sanitizePhoneInput('9198765432')).toBe('9198765432');
    expect(withoutIndianPrefix('9198765432')).toBe('9198765432');
  });

  it('typing a leading 0 before the number gives the number once the eleventh digit comes', () => {
    expect(sanitizePhoneInput('0987654321')).toBe('0987654321');
    expect(sanitizePhoneInput('09876543210')).toBe('9876543210');
  });
});
