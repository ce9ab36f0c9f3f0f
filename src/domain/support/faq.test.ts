import { describe, expect, it } from 'vitest';
import { FAQ, HELP_CATEGORIES, searchFaq } from './faq';
import { QUICK_OPTIONS, quickReply, typedReply } from './chat';

describe('help content', () => {
  it('has six categories of five questions each', () => {
    expect(HELP_CATEGORIES.map((c) => c.label)).toEqual([
      'Order Issues',
      'Order Cancel',
      'Delivery Support',
      'Payment Issues',
      'Account Help',
      'Refund & Returns',
    ]);
    for (const { id } of HELP_CATEGORIES) expect(FAQ[id]).toHaveLength(5);
  });

  it('searches questions and answers of every category, ignoring case and blanks', () => {
    expect(searchFaq('   ')).toEqual([]);
    const hits = searchFaq('REFUND');
    expect(hits.length).toBeGreaterThan(3);
    expect(new Set(hits.map((hit) => hit.category)).size).toBeGreaterThan(1);
    expect(searchFaq('password').map((hit) => hit.item.question)).toContain('How do I reset my password?');
  });
});

describe('chat replies', () => {
  it('has a canned reply for every quick option', () => {
    for (const option of QUICK_OPTIONS) expect(quickReply(option).length).toBeGreaterThan(20);
  });
  it('gives the phone number in the reply to typed text', () => {
    expect(typedReply('+91 11 4000 0000')).toContain('+91 11 4000 0000');
  });
});
