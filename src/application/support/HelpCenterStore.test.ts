import { expect, it } from 'vitest';
import { FAQ } from '../../domain/support/faq';
import { HelpCenterStore } from './HelpCenterStore';

it('opens one question at a time and closes it on a second click', () => {
  const help = new HelpCenterStore();
  const [first, second] = FAQ.orders;
  help.toggleQuestion(first!.question);
  expect(help.openQuestion).toBe(first!.question);
  help.toggleQuestion(second!.question);
  expect(help.openQuestion).toBe(second!.question);
  help.toggleQuestion(second!.question);
  expect(help.openQuestion).toBeNull();
});

it('starts on Order Issues and switches categories', () => {
  const help = new HelpCenterStore();
  expect(help.category).toBe('orders');
  help.toggleQuestion(FAQ.orders[0]!.question);
  help.chooseCategory('refund');
  expect(help.questions).toBe(FAQ.refund);
  expect(help.openQuestion).toBeNull();
});

it('keeps the typed search text and finds matching questions', () => {
  const help = new HelpCenterStore();
  help.setSearchText('cashback');
  expect(help.searchText).toBe('cashback');
  expect(help.searchResultsAs().map((hit) => hit.item.question)).toEqual(['When will I get my cashback?']);
});
