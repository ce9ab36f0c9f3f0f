import { describe, expect, it } from 'vitest';
import { dietMarkOf, dietMarksOf } from './dietMarks';
import { DIET_FILTERS, MEAL_FILTERS, matchesMealQuery, mealFilterQuery } from './mealFilter';

describe('diet marks (FEATURES F-train-more: Jain and satvik)', () => {
  it('read the spellings an API may use and drop unknown ones', () => {
    expect(dietMarkOf('JAIN')).toBe('Jain');
    for (const spelling of ['satvik', 'Sattvic', 'saatvik', 'SATVIC']) expect(dietMarkOf(spelling)).toBe('Satvik');
    expect(dietMarkOf('vegan')).toBeNull();
    expect(dietMarksOf(['sattvic', 'vegan', 'jain', 'Jain'])).toEqual(['Jain', 'Satvik']);
  });

  it('filter chips come after the spec chips and keep only dishes with the marker', () => {
    expect(MEAL_FILTERS).not.toContain('Jain');
    expect(DIET_FILTERS).toEqual(['Jain', 'Satvik']);
    const rice = { mealCategory: 'Veg' as const, isBestSeller: false, dietMarks: ['Jain', 'Satvik'] as const };
    const chai = { mealCategory: 'Veg' as const, isBestSeller: true, dietMarks: ['Jain'] as const };
    const samosa = { mealCategory: 'Veg' as const, isBestSeller: true };
    expect(mealFilterQuery('Satvik')).toEqual({ diet: 'Satvik' });
    expect(matchesMealQuery(rice, mealFilterQuery('Satvik'))).toBe(true);
    expect(matchesMealQuery(chai, mealFilterQuery('Satvik'))).toBe(false);
    expect(matchesMealQuery(chai, mealFilterQuery('Jain'))).toBe(true);
    expect(matchesMealQuery(samosa, mealFilterQuery('Jain'))).toBe(false);
    expect(matchesMealQuery(samosa, mealFilterQuery('ALL'))).toBe(true);
  });
});
