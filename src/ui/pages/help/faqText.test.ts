import { afterAll, describe, expect, it } from 'vitest';
import { FAQ, HELP_CATEGORIES, searchFaq } from '../../../domain/support/faq';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { faqText } from './faqText';

const ALL = HELP_CATEGORIES.flatMap((category) => FAQ[category]);

describe('the questions as the customer reads them', () => {
  afterAll(() => switchLanguage('en'));

  it('words every question and answer in English exactly as the help content says them', async () => {
    await loadScreenMessages();
    for (const item of ALL) expect(faqText(item)).toEqual(item);
  });

  it('words every question and answer in Hindi, each its own text', async () => {
    await switchLanguage('hi');
    const read = ALL.map(faqText);
    for (const [index, item] of read.entries()) {
      expect(item.question, ALL[index]!.question).not.toBe(ALL[index]!.question);
      expect(item.answer).toMatch(/[\u0900-\u097F]/);
    }
    expect(new Set(read.map((item) => item.question)).size).toBe(ALL.length);
    // Quotes inside a message are kept as written (ICU reads an apostrophe as text unless it precedes a brace).
    expect(faqText(FAQ.account[0]!).answer).toContain("'पासवर्ड भूल गए?'");
  });

  it('searches what the customer reads: a Hindi word finds Hindi answers, an English one only names kept in English', async () => {
    await switchLanguage('hi');
    const hits = searchFaq('कैशबैक', faqText).map((hit) => hit.item.question);
    expect(hits).toEqual(['When will I get my cashback?']);
    expect(searchFaq('cashback', faqText)).toEqual([]);
    expect(searchFaq('UPI', faqText).length).toBeGreaterThan(0);
  });
});
