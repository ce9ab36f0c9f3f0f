import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from './Address';
import { checkoutAddressOf, defaultAddressOf, defaultFirst } from './addressBook';

const address = (id: string, isDefault = false): Address => ({
  id,
  addressType: 'HOME',
  completeAddress: `House ${id}`,
  area: 'Karol Bagh',
  city: 'New Delhi',
  pincode: '110005',
  latitude: 28.65,
  longitude: 77.19,
  placeId: '',
  isDefault,
});

describe('address book rules', () => {
  it('finds the default address', () => {
    expect(defaultAddressOf([address('1'), address('2', true)])?.id).toBe('2');
    expect(defaultAddressOf([])).toBeNull();
  });

  it('pre-selects the default at checkout, else the first, else none', () => {
    expect(checkoutAddressOf([address('1'), address('2', true)])?.id).toBe('2');
    expect(checkoutAddressOf([address('1'), address('2')])?.id).toBe('1');
    expect(checkoutAddressOf([])).toBeNull();
  });

  it('pre-selects an address the kitchen reaches: the default if it can, else the first it can, else the default', () => {
    const book = [address('1'), address('2', true), address('3')];
    expect(checkoutAddressOf(book, (a) => a.id !== '2')?.id).toBe('1');
    expect(checkoutAddressOf(book, (a) => a.id === '3')?.id).toBe('3');
    expect(checkoutAddressOf(book, () => false)?.id).toBe('2');
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 6 }), fc.nat(6), (reachable, defaultAt) => {
        const list = reachable.map((_, i) => address(String(i), i === defaultAt));
        const chosen = checkoutAddressOf(list, (a) => reachable[Number(a.id)]!);
        if (list.length === 0) return chosen === null;
        const anyReachable = reachable.some(Boolean);
        return chosen !== null && (!anyReachable || reachable[Number(chosen.id)] === true);
      }),
    );
  });

  it('lists the default first and keeps the rest in order', () => {
    expect(defaultFirst([address('1'), address('2'), address('3', true)]).map((a) => a.id)).toEqual(['3', '1', '2']);
  });
});
