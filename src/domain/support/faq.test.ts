import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAQ, type FaqQuestionId, HELP_CATEGORIES, searchFaq } from './faq';

/** A reading of every question: its id as the question, and an answer naming its category. */
const read = (id: FaqQuestionId) => ({ question: `Question ${id}`, answer: `About ${id.split('.')[0]} REFUNDS` });

describe('help content', () => {
  it('has six categories of five questions each, each question its own', () => {
    expect(HELP_CATEGORIES).toEqual(['orders', 'cancel', 'delivery', 'payments', 'account', 'refund']);
    for (const id of HELP_CATEGORIES) expect(FAQ[id]).toEqual([1, 2, 3, 4, 5].map((n) => `${id}.${n}`));
  });

  it('searches questions and answers of every category as the customer reads them, ignoring case and blanks', () => {
    expect(searchFaq('   ', read)).toEqual([]);
    expect(searchFaq('refunds', read)).toHaveLength(30);
    expect(searchFaq(' question ACCOUNT.3 ', read)).toEqual(['account.3']);
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const id of searchFaq(text, read)) {
          const { question, answer } = read(id);
          expect(`${question}\n${answer}`.toLowerCase()).toContain(text.trim().toLowerCase());
        }
      }),
    );
  });
});
