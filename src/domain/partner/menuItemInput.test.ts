import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { givenMenuItem } from '../../../test/helpers/partnerDrafts';
import {
  emptyMenuItemInput,
  menuItemFromInput,
  menuItemToInput,
  parseRating,
  validateMenuItemInput,
} from './menuItemInput';

describe('menu item form', () => {
  it('starts veg, available, rated 4 with no reviews', () => {
    expect(emptyMenuItemInput()).toMatchObject({
      veg: true,
      availability: true,
      bestseller: false,
      rating: '4',
      reviewCount: '0',
    });
  });

  it('needs a name and a price', () => {
    const errors = validateMenuItemInput(emptyMenuItemInput());
    expect(errors.name).toBe('itemNameRequired');
    expect(errors.price).toBe('priceRequired');
    expect(menuItemFromInput(emptyMenuItemInput(), 1)).toBeNull();
  });

  it('takes a price in rupees above zero', () => {
    const input = { ...emptyMenuItemInput(), name: 'Idli' };
    expect(validateMenuItemInput({ ...input, price: '12.345' }).price).toBe('priceInvalid');
    expect(validateMenuItemInput({ ...input, price: '0' }).price).toBe('priceZero');
    expect(menuItemFromInput({ ...input, price: '89.50' }, 7)).toMatchObject({
      id: 7,
      name: 'Idli',
      pricePaise: 8950,
      rating: 4,
      reviewCount: 0,
    });
  });

  it('accepts ratings from 1 to 5 in steps of 0.1 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 50 }), (tenths) => {
        expect(parseRating((tenths / 10).toFixed(1))).toBeCloseTo(tenths / 10);
      }),
    );
    for (const text of ['0.9', '5.1', '4.25', '', 'four', '6']) expect(parseRating(text)).toBeNull();
    expect(validateMenuItemInput({ ...emptyMenuItemInput(), rating: '4.55' }).rating).toBe('ratingInvalid');
  });

  it('takes a review count of 0 or more (blank is 0)', () => {
    expect(validateMenuItemInput({ ...emptyMenuItemInput(), reviewCount: '-1' }).reviewCount).toBe(
      'reviewCountInvalid',
    );
    expect(validateMenuItemInput({ ...emptyMenuItemInput(), reviewCount: '2.5' }).reviewCount).toBe(
      'reviewCountInvalid',
    );
    expect(
      menuItemFromInput({ ...emptyMenuItemInput(), name: 'Vada', price: '40', reviewCount: ' ' }, 1)?.reviewCount,
    ).toBe(0);
  });

  it('edits an item without changing it', () => {
    const item = givenMenuItem({ pricePaise: 14950, rating: 3.7 });
    expect(menuItemFromInput(menuItemToInput(item), item.id)).toEqual(item);
  });

  it('trims the name and the description', () => {
    const item = menuItemFromInput(
      { ...emptyMenuItemInput(), name: '  Poha ', description: ' Light ', price: '60' },
      2,
    );
    expect(item).toMatchObject({ name: 'Poha', description: 'Light' });
  });
});
