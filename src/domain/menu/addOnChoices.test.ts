import { describe, expect, it } from 'vitest';
import { addOnGroup } from '../../../test/helpers/menuArbitraries';
import { choiceIssue, choiceProblem, choicesText, defaultChoices, isChosen, toggleOption } from './addOnChoices';

const portion = addOnGroup('11', 'Portion', 'radio', 'absolute', [
  ['111', 'Half', 19_900, false],
  ['112', 'Full', 32_900, true],
]);
const extras = addOnGroup('12', 'Extras', 'checkbox', 'relative', [
  ['121', 'Raita', 3_900, true],
  ['122', 'Salan', 2_900, false],
  ['123', 'Boiled egg', 2_500, true],
]);
const groups = [portion, extras];

describe('defaultChoices', () => {
  it('preselects the default of a radio group and every default of a checkbox group', () => {
    expect(defaultChoices(groups)).toEqual([
      { groupId: '11', optionIds: ['112'] },
      { groupId: '12', optionIds: ['121', '123'] },
    ]);
  });

  it('picks the first option of a radio group without a default, since a radio group needs one', () => {
    const noDefault = { ...portion, options: portion.options.map((option) => ({ ...option, isDefault: false })) };
    expect(defaultChoices([noDefault])).toEqual([{ groupId: '11', optionIds: ['111'] }]);
  });
});

describe('toggleOption', () => {
  it('replaces the choice in a radio group and cannot empty it', () => {
    const half = toggleOption(groups, defaultChoices(groups), '11', '111');
    expect(isChosen(half, '11', '111')).toBe(true);
    expect(isChosen(half, '11', '112')).toBe(false);
    expect(toggleOption(groups, half, '11', '111')).toEqual(half);
  });

  it('toggles options of a checkbox group, keeping the group order', () => {
    const withSalan = toggleOption(groups, defaultChoices(groups), '12', '122');
    expect(withSalan[1]).toEqual({ groupId: '12', optionIds: ['121', '122', '123'] });
    expect(toggleOption(groups, withSalan, '12', '121')[1]).toEqual({ groupId: '12', optionIds: ['122', '123'] });
  });

  it('ignores unknown groups and options', () => {
    const choices = defaultChoices(groups);
    expect(toggleOption(groups, choices, '99', '111')).toEqual(choices);
    expect(toggleOption(groups, choices, '11', '121')).toEqual(choices);
  });
});

describe('choiceProblem', () => {
  it('accepts exactly one radio option and any number of checkbox options', () => {
    expect(choiceProblem(groups, defaultChoices(groups))).toBeNull();
    expect(choiceProblem(groups, [{ groupId: '11', optionIds: ['111'] }])).toBeNull();
  });

  it('asks for a radio choice when none or two are chosen', () => {
    expect(choiceProblem(groups, [])).toBe('Please choose one option for Portion.');
    expect(choiceProblem(groups, [{ groupId: '11', optionIds: ['111', '112'] }])).toBe(
      'Please choose one option for Portion.',
    );
  });

  it('refuses options of another group, repeated options and unknown groups', () => {
    expect(choiceProblem(groups, [{ groupId: '11', optionIds: ['121'] }])).toBe('Please choose again for Portion.');
    expect(
      choiceProblem(groups, [
        { groupId: '11', optionIds: ['111'] },
        { groupId: '12', optionIds: ['121', '121'] },
      ]),
    ).toBe('Please choose again for Extras.');
    expect(
      choiceProblem(groups, [
        { groupId: '11', optionIds: ['111'] },
        { groupId: '77', optionIds: [] },
      ]),
    ).toBe('This customization is no longer offered. Please choose again.');
  });

  it("names the issue by its kind and group, for the app to word in the customer's language", () => {
    expect(choiceIssue(groups, defaultChoices(groups))).toBeNull();
    expect(choiceIssue(groups, [])).toEqual({ kind: 'chooseOne', groupName: 'Portion' });
    expect(choiceIssue(groups, [{ groupId: '11', optionIds: ['121'] }])).toEqual({
      kind: 'chooseAgain',
      groupName: 'Portion',
    });
    expect(choiceIssue(groups, [{ groupId: '77', optionIds: [] }])).toEqual({ kind: 'unknownGroup' });
  });
});

it('choicesText names the chosen options in the groups order', () => {
  expect(
    choicesText(groups, [
      { groupId: '12', optionIds: ['123', '121'] },
      { groupId: '11', optionIds: ['112'] },
    ]),
  ).toBe('Full, Raita, Boiled egg');
  expect(choicesText(groups, [])).toBe('');
});
