import { describe, expect, it } from 'vitest';
import { FAQ, HELP_CATEGORIES, searchFaq } from './faq';

describe('help content', () => {
  it('has six categories of five questions each', () => {
    expect(HELP_CATEGORIES).toEqual(['orders', 'cancel', 'delivery', 'payments', 'account', 'refund']);
    for (const id of HELP_CATEGORIES) expect(FAQ[id]).toHaveLength(5);
  });

  it('searches questions and answers of every category, ignoring case and blanks', () => {
    expect(searchFaq('   ')).toEqual([]);
    const hits = searchFaq('REFUND');
    expect(hits.length).toBeGreaterThan(3);
    expect(new Set(hits.map((hit) => hit.category)).size).toBeGreaterThan(1);
    expect(searchFaq('password').map((hit) => hit.item.question)).toContain('How do I reset my password?');
  });
});
