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

  it('lists the default first and keeps the rest in order', () => {
    expect(defaultFirst([address('1'), address('2'), address('3', true)]).map((a) => a.id)).toEqual(['3', '1', '2']);
  });
});
