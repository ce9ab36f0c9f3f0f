import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AddressDraft, emptyAddressDraft, REQUIRED_ADDRESS_FIELDS } from './Address';
import { isValidPincode, sanitizePincodeInput, validateAddressDraft } from './addressValidation';
import { addressFieldErrors } from './addressFieldErrors';

const FIELDS_REQUIRED = { kind: 'addressFieldsRequired' };
const MAP_POINT = { kind: 'mapPoint' };
const PINCODE = { kind: 'pincode' };

const complete: AddressDraft = {
  ...emptyAddressDraft(),
  completeAddress: 'Flat 4B, Surya Apartments',
  area: 'Connaught Place',
  city: 'New Delhi',
  pincode: '110001',
  latitude: 28.6315,
  longitude: 77.2167,
};

describe('validateAddressDraft (FEATURES F-address)', () => {
  it('accepts a complete draft with a map point; landmark is optional', () => {
    expect(validateAddressDraft(complete)).toBeNull();
    expect(validateAddressDraft({ ...complete, landmark: 'Opposite Metro Gate 7' })).toBeNull();
  });

  it.each(['completeAddress', 'area', 'city', 'pincode'] as const)('requires %s', (field) => {
    expect(validateAddressDraft({ ...complete, [field]: '   ' })).toEqual(FIELDS_REQUIRED);
  });

  it('requires a map point: neither latitude nor longitude may be 0', () => {
    expect(validateAddressDraft({ ...complete, latitude: 0, longitude: 0 })).toEqual(MAP_POINT);
    expect(validateAddressDraft({ ...complete, latitude: 0 })).toEqual(MAP_POINT);
    expect(validateAddressDraft({ ...complete, longitude: 0 })).toEqual(MAP_POINT);
    expect(validateAddressDraft({ ...complete, latitude: Number.NaN })).toEqual(MAP_POINT);
  });

  it('reports missing fields before a missing map point, and both before a bad pincode', () => {
    expect(validateAddressDraft(emptyAddressDraft())).toEqual(FIELDS_REQUIRED);
    expect(validateAddressDraft({ ...complete, pincode: '1100', latitude: 0 })).toEqual(MAP_POINT);
    expect(validateAddressDraft({ ...complete, pincode: '1100' })).toEqual(PINCODE);
  });
});

describe('pincode: a 6-digit number', () => {
  const digits = (length: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

  it('accepts every 6-digit string and no other length', () => {
    fc.assert(fc.property(digits(6), (pincode) => isValidPincode(pincode)));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }).filter((n) => n !== 6),
        fc.nat(),
        (length, seed) => !isValidPincode(String(seed).padEnd(length, '1').slice(0, length)),
      ),
    );
  });

  it('the input keeps at most 6 digits and nothing else', () => {
    fc.assert(fc.property(fc.string(), (raw) => /^\d{0,6}$/.test(sanitizePincodeInput(raw))));
    expect(sanitizePincodeInput('110 001-7')).toBe('110001');
    expect(sanitizePincodeInput('PIN 2820')).toBe('2820');
  });
});

describe('addressFieldErrors: each field in error is marked', () => {
  it('marks exactly the required fields left blank, whatever the others hold', () => {
    const fields = [...REQUIRED_ADDRESS_FIELDS];
    fc.assert(
      fc.property(fc.subarray(fields), (blanks) => {
        const draft = { ...complete, ...Object.fromEntries(blanks.map((field) => [field, '  '])) };
        const errors = addressFieldErrors(draft);
        expect(Object.keys(errors).sort()).toEqual([...blanks].sort());
        for (const field of blanks) expect(errors[field]).toEqual({ kind: 'addressFieldRequired', field });
      }),
    );
  });
  it('marks a pincode that is not 6 digits', () => {
    expect(addressFieldErrors({ ...complete, pincode: '11000' })).toEqual({ pincode: PINCODE });
  });
});

describe('sanitizePincodeInput keeps the digits of a pasted pincode', () => {
  it.each(['110 001', '110-001', ' 110001 '])('%s gives 110001', (pasted) => {
    expect(sanitizePincodeInput(pasted)).toBe('110001');
  });
});
