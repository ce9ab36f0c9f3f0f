import type { AddOnChoice, AddOnGroup } from '../../../../domain/menu/AddOnGroup';
import { paiseFromRupees } from '../../../../domain/money/paise';
import type { AddOnGroupRecord, MenuItemRecord } from '../../db/menuRecords';

/** A dish's add-on groups in the domain's terms (string ids, paise), for the shared pricing rules. */
export const addOnGroupsOf = (item: MenuItemRecord): AddOnGroup[] =>
  item.addOnGroups.map((group: AddOnGroupRecord) => ({
    id: String(group.id),
    groupName: group.groupName,
    type: group.type,
    priceType: group.priceType,
    options: group.items.map((option) => ({
      id: String(option.id),
      itemName: option.itemName,
      price: paiseFromRupees(option.price),
      isDefault: option.isDefault,
    })),
  }));

/** Stored choices (numbers) in the domain's terms. */
export const domainChoices = (choices: readonly { groupId: number; itemIds: number[] }[]): AddOnChoice[] =>
  choices.map((choice) => ({ groupId: String(choice.groupId), optionIds: choice.itemIds.map(String) }));

/** Domain choices back to stored numbers (ids the client sent were validated against the dish's groups). */
export const storedChoices = (choices: readonly AddOnChoice[]) =>
  choices
    .filter((choice) => choice.optionIds.length > 0)
    .map((choice) => ({ groupId: Number(choice.groupId), itemIds: choice.optionIds.map(Number) }));

/** How many add-on options the dish has over all its groups. */
export const addOnItemsCountOf = (item: MenuItemRecord): number =>
  item.addOnGroups.reduce((count, group) => count + group.items.length, 0);
