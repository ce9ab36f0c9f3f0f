import { expect, it } from 'vitest';
import { FAQ, type FaqQuestionId } from '../../domain/support/faq';
import { HelpCenterStore } from './HelpCenterStore';

it('opens one question at a time and closes it on a second click', () => {
  const help = new HelpCenterStore();
  const [first, second] = FAQ.orders;
  help.toggleQuestion(first!);
  expect(help.openQuestion).toBe(first);
  help.toggleQuestion(second!);
  expect(help.openQuestion).toBe(second);
  help.toggleQuestion(second!);
  expect(help.openQuestion).toBeNull();
});

it('starts on Order Issues and switches categories', () => {
  const help = new HelpCenterStore();
  expect(help.category).toBe('orders');
  help.toggleQuestion(FAQ.orders[0]!);
  help.chooseCategory('refund');
  expect(help.questions).toBe(FAQ.refund);
  expect(help.openQuestion).toBeNull();
});

it('keeps the typed search text and finds the questions matching it as the customer reads them', () => {
  const help = new HelpCenterStore();
  help.setSearchText('cashback');
  expect(help.searchText).toBe('cashback');
  const read = (id: FaqQuestionId) => ({
    question: id === 'payments.4' ? 'When will I get my cashback?' : 'Another question',
    answer: 'An answer',
  });
  expect(help.searchResultsAs(read)).toEqual(['payments.4']);
});
