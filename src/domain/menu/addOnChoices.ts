import type { AddOnChoice, AddOnGroup } from './AddOnGroup';

const chosenIn = (choices: readonly AddOnChoice[], groupId: string): string[] =>
  choices.find((choice) => choice.groupId === groupId)?.optionIds ?? [];

/**
 * The choices a chooser starts with: in a radio group its default option (the first one when none is
 * marked default, since a radio group needs exactly one), in a checkbox group every default option.
 */
export function defaultChoices(groups: readonly AddOnGroup[]): AddOnChoice[] {
  return groups.map((group) => {
    const defaults = group.options.filter((option) => option.isDefault).map((option) => option.id);
    if (group.type === 'checkbox') return { groupId: group.id, optionIds: defaults };
    const first = defaults[0] ?? group.options[0]?.id;
    return { groupId: group.id, optionIds: first ? [first] : [] };
  });
}

/** Whether an option is currently chosen. */
export const isChosen = (choices: readonly AddOnChoice[], groupId: string, optionId: string): boolean =>
  chosenIn(choices, groupId).includes(optionId);

/**
 * Chooses or unchooses an option: in a radio group it replaces the group's choice (a radio option
 * cannot be unchosen), in a checkbox group it toggles. Returns new choices in the groups' order.
 */
export function toggleOption(
  groups: readonly AddOnGroup[],
  choices: readonly AddOnChoice[],
  groupId: string,
  optionId: string,
): AddOnChoice[] {
  const group = groups.find((candidate) => candidate.id === groupId);
  if (!group || !group.options.some((option) => option.id === optionId)) return [...choices];
  return groups.map((candidate) => {
    const current = chosenIn(choices, candidate.id);
    if (candidate.id !== groupId) return { groupId: candidate.id, optionIds: current };
    if (group.type === 'radio') return { groupId, optionIds: [optionId] };
    const optionIds = current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
    return { groupId, optionIds: group.options.map((option) => option.id).filter((id) => optionIds.includes(id)) };
  });
}

/**
 * Why some choices cannot be ordered: a group the dish no longer offers, a group's choice that is not its own (or
 * twice the same option), or a radio group without exactly one choice.
 */
export type ChoiceIssue =
  { kind: 'unknownGroup' } | { kind: 'chooseAgain'; groupName: string } | { kind: 'chooseOne'; groupName: string };

/**
 * Why these choices cannot be ordered, or null when they can: every radio group needs exactly one of its
 * own options, a checkbox group any number of its own options (each at most once), and no unknown group.
 */
export function choiceIssue(groups: readonly AddOnGroup[], choices: readonly AddOnChoice[]): ChoiceIssue | null {
  for (const choice of choices) {
    const group = groups.find((candidate) => candidate.id === choice.groupId);
    if (!group) return { kind: 'unknownGroup' };
    const own = new Set(group.options.map((option) => option.id));
    if (choice.optionIds.some((id) => !own.has(id)) || new Set(choice.optionIds).size !== choice.optionIds.length) {
      return { kind: 'chooseAgain', groupName: group.groupName };
    }
  }
  for (const group of groups) {
    if (group.type === 'radio' && group.options.length > 0 && chosenIn(choices, group.id).length !== 1) {
      return { kind: 'chooseOne', groupName: group.groupName };
    }
  }
  return null;
}

/** A choice issue in the server's words (a real provider answers in English; the app words it by its kind). */
export function choiceIssueText(issue: ChoiceIssue): string {
  switch (issue.kind) {
    case 'unknownGroup':
      return 'This customization is no longer offered. Please choose again.';
    case 'chooseAgain':
      return `Please choose again for ${issue.groupName}.`;
    case 'chooseOne':
      return `Please choose one option for ${issue.groupName}.`;
  }
}

/** Why these choices cannot be ordered, in the server's words, or null when they can. */
export function choiceProblem(groups: readonly AddOnGroup[], choices: readonly AddOnChoice[]): string | null {
  const issue = choiceIssue(groups, choices);
  return issue && choiceIssueText(issue);
}

/** Every chosen option id, sorted: what identifies a customization. */
export const chosenOptionIds = (choices: readonly AddOnChoice[]): string[] =>
  choices.flatMap((choice) => choice.optionIds).sort();

/** The chosen options as text, in the groups' order ("Full, Extra raita"); empty when none. */
export function choicesText(groups: readonly AddOnGroup[], choices: readonly AddOnChoice[]): string {
  return groups
    .flatMap((group) => group.options.filter((option) => chosenIn(choices, group.id).includes(option.id)))
    .map((option) => option.itemName)
    .join(', ');
}

/** Drops empty groups so that equal customizations compare equal. */
export const nonEmptyChoices = (choices: readonly AddOnChoice[]): AddOnChoice[] =>
  choices.filter((choice) => choice.optionIds.length > 0);
