import { describe, expect, it } from 'vitest';
import { givenMenu } from '../../../test/helpers/partnerDrafts';
import { isMenuComplete, nextId, validateCategoryName } from './menu';

describe('menu categories', () => {
  it('need a non-blank name that no other category has', () => {
    const menu = givenMenu();
    expect(validateCategoryName('   ', menu)).toBe('categoryNameRequired');
    expect(validateCategoryName(' breakfast ', menu)).toBe('categoryNameTaken');
    expect(validateCategoryName('Breakfast', menu, 1)).toBeNull();
    expect(validateCategoryName('Main Course', menu)).toBeNull();
  });

  it('number new entries after the highest id', () => {
    expect(nextId([])).toBe(1);
    expect(nextId([{ id: 4 }, { id: 2 }])).toBe(5);
  });

  it('make a complete menu once there is one dish', () => {
    expect(isMenuComplete([])).toBe(false);
    expect(isMenuComplete([{ id: 1, name: 'Snacks', expanded: true, items: [] }])).toBe(false);
    expect(isMenuComplete(givenMenu())).toBe(true);
  });
});
