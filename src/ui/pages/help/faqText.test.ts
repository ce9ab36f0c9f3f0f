import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ, HELP_CATEGORIES, searchFaq } from '../../../domain/support/faq';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { faqText } from './faqText';

const ALL = HELP_CATEGORIES.flatMap((category) => FAQ[category]);

describe('the questions as the customer reads them', () => {
  beforeAll(() => loadScreenMessages());
  afterAll(() => switchLanguage('en'));

  it('words every question and answer in English, each its own text', () => {
    const read = ALL.map(faqText);
    for (const item of read) {
      expect(item.question).toMatch(/^[A-Z].*[?.]$/);
      expect(item.answer).toMatch(/^[A-Z].*\.$/);
    }
    expect(new Set(read.map((item) => item.question)).size).toBe(ALL.length);
    expect(faqText('orders.1').question).toBe('How do I track my order?');
    expect(faqText('payments.4')).toEqual({
      question: 'When will I get my cashback?',
      answer: 'Cashback is credited to your wallet within 24 hours of a successful delivery.',
    });
  });

  it('words every question and answer in Hindi, each its own text', async () => {
    const english = ALL.map(faqText);
    await switchLanguage('hi');
    const read = ALL.map(faqText);
    for (const [index, item] of read.entries()) {
      expect(item.question, english[index]!.question).not.toBe(english[index]!.question);
      expect(item.answer).toMatch(/[\u0900-\u097F]/);
    }
    expect(new Set(read.map((item) => item.question)).size).toBe(ALL.length);
    // Quotes inside a message are kept as written (ICU reads an apostrophe as text unless it precedes a brace).
    expect(faqText(FAQ.account[0]!).answer).toContain("'पासवर्ड भूल गए?'");
  });

  it('searches what the customer reads: a Hindi word finds Hindi answers, an English one only names kept in English', async () => {
    await switchLanguage('hi');
    expect(searchFaq('कैशबैक', faqText)).toEqual(['payments.4']);
    expect(searchFaq('cashback', faqText)).toEqual([]);
    expect(searchFaq('UPI', faqText).length).toBeGreaterThan(0);
  });
});
