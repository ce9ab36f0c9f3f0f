import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, truncateDescription } from './description';
import { MEAL_FILTERS, matchesItemSearch, matchesMealQuery, mealFilterQuery } from './mealFilter';
import { isDiscounted, mealCategoryOf, needsChooser } from './MenuItem';
import { mayHaveMorePages } from './menuRules';

describe('meal filters', () => {
  it('are the spec chips in order', () => expect(MEAL_FILTERS).toEqual(['ALL', 'VEG', 'NONVEG', 'Egg', 'BESTSELLER']));

  it('map to server queries and match items like the server does', () => {
    const chicken = { mealCategory: 'Non Veg' as const, isBestSeller: true };
    const dal = { mealCategory: 'Veg' as const, isBestSeller: false };
    expect(mealFilterQuery('NONVEG')).toEqual({ mealCategory: 'Non Veg' });
    expect(matchesMealQuery(chicken, mealFilterQuery('NONVEG'))).toBe(true);
    expect(matchesMealQuery(dal, mealFilterQuery('NONVEG'))).toBe(false);
    expect(matchesMealQuery(dal, mealFilterQuery('ALL'))).toBe(true);
    expect(matchesMealQuery(chicken, mealFilterQuery('BESTSELLER'))).toBe(true);
    expect(matchesMealQuery(dal, mealFilterQuery('BESTSELLER'))).toBe(false);
    expect(matchesMealQuery({ mealCategory: null, isBestSeller: false }, mealFilterQuery('VEG'))).toBe(false);
  });

  it('search matches the name or the description, ignoring case', () => {
    const item = { itemName: 'Paneer Tikka', description: 'Smoky cottage cheese from the tandoor' };
    expect(matchesItemSearch(item, 'tikka')).toBe(true);
    expect(matchesItemSearch(item, 'TANDOOR')).toBe(true);
    expect(matchesItemSearch(item, 'biryani')).toBe(false);
    expect(matchesItemSearch(item, '  ')).toBe(true);
  });
});

describe('menu item', () => {
  it('reads meal categories in several spellings and never guesses', () => {
    expect(mealCategoryOf('Non Veg')).toBe('Non Veg');
    expect(mealCategoryOf('NON-VEG')).toBe('Non Veg');
    expect(mealCategoryOf('veg')).toBe('Veg');
    expect(mealCategoryOf('Egg')).toBe('Egg');
    expect(mealCategoryOf('Vegan')).toBeNull();
  });

  it('is discounted when the price differs from the final price', () => {
    expect(isDiscounted({ price: 29_900, finalPrice: 24_900 })).toBe(true);
    expect(isDiscounted({ price: 29_900, finalPrice: 29_900 })).toBe(false);
  });

  it('opens the chooser only with more than one add-on option', () => {
    expect(needsChooser({ addOnItemsCount: 2 })).toBe(true);
    expect(needsChooser({ addOnItemsCount: 1 })).toBe(false);
    expect(needsChooser({ addOnItemsCount: 0 })).toBe(false);
  });
});

describe('description', () => {
  const long =
    'Slow-cooked black lentils simmered overnight with butter and cream, finished with a touch of smoke and served with a swirl of fresh cream on top, the house classic';

  it('cuts at 50 characters on phones and 160 on larger screens, on a word boundary', () => {
    const mobile = truncateDescription(long, DESCRIPTION_LIMIT.mobile);
    expect(mobile.truncated).toBe(true);
    expect(mobile.text.length).toBeLessThanOrEqual(51);
    expect(mobile.text).toBe('Slow-cooked black lentils simmered overnight with…');
    const medium = long.slice(0, 120);
    expect(truncateDescription(medium, DESCRIPTION_LIMIT.desktop)).toEqual({ text: medium, truncated: false });
    expect(truncateDescription(long, DESCRIPTION_LIMIT.desktop).text).toMatch(/the house…$/);
  });

  it('keeps short text whole', () =>
    expect(truncateDescription('Crisp and golden', 50)).toEqual({ text: 'Crisp and golden', truncated: false }));
});

it('more pages may follow only while a full page of 10 returns', () => {
  expect(mayHaveMorePages(10)).toBe(true);
  expect(mayHaveMorePages(9)).toBe(false);
});
