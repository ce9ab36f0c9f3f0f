import type { ChoiceIssue } from '../../../domain/menu/addOnChoices';
import { t } from '../../i18n/i18n';

/** Why the chosen add-ons cannot be added yet, in the customer's language (the group's name as the menu gives it). */
export function choiceIssueText(issue: ChoiceIssue): string {
  switch (issue.kind) {
    case 'unknownGroup':
      return t('browse.addOns.unknownGroup');
    case 'chooseAgain':
      return t('browse.addOns.chooseAgain', { group: issue.groupName });
    case 'chooseOne':
      return t('browse.addOns.chooseOneFor', { group: issue.groupName });
  }
}
