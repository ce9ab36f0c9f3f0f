import { type AddOnChoice, type AddOnGroup } from '../menu/AddOnGroup';
import { chosenOptionIds, choicesText, nonEmptyChoices } from '../menu/addOnChoices';
import { unitPriceWithAddOns } from '../menu/addOnPricing';
import type { MenuItem } from '../menu/MenuItem';

/** One line of the cart: an item with one customization (FEATURES F-menu: Local cart item). Prices in paise. */
export interface CartLine {
  /** Line identity: the same item with other add-ons is another line (see `lineKeyOf`). */
  key: string;
  menuId: string;
  restaurantId: string;
  itemName: string;
  quantity: number;
  /** Price of one, add-ons included. */
  unitPrice: number;
  choices: AddOnChoice[];
  /** The chosen add-ons as text; empty for a plain item. */
  choicesText: string;
  /** The server's number for this customization of the item, once known (menuCount). */
  menuCount: number | null;
  addOnItemsCount: number;
}

/** The cart holds one restaurant's items; an empty cart has no restaurant. */
export interface Cart {
  restaurantId: string | null;
  lines: CartLine[];
}

export const EMPTY_CART: Cart = { restaurantId: null, lines: [] };

/** Identity of a line: the item and the set of chosen add-on option ids, in any order. */
export const lineKeyOf = (menuId: string, choices: readonly AddOnChoice[]): string =>
  [menuId, ...chosenOptionIds(choices)].join('+');

/** Builds the line for an item with its chosen add-ons (none for a plain item) at a quantity. */
export function lineFor(
  item: MenuItem,
  restaurantId: string,
  quantity: number,
  groups: readonly AddOnGroup[] = [],
  choices: readonly AddOnChoice[] = [],
): CartLine {
  const kept = nonEmptyChoices(choices);
  return {
    key: lineKeyOf(item.menuId, kept),
    menuId: item.menuId,
    restaurantId,
    itemName: item.itemName,
    quantity,
    unitPrice: unitPriceWithAddOns(item.finalPrice, groups, kept),
    choices: kept,
    choicesText: choicesText(groups, kept),
    menuCount: null,
    addOnItemsCount: item.addOnItemsCount,
  };
}

/**
 * The line for an item with exactly one add-on option: it is added with that option without opening the
 * chooser. Its price is the plain price until the server prices the option.
 */
export function lineWithDefaultOption(item: MenuItem, restaurantId: string): CartLine {
  const choices =
    item.defaultGroupId && item.defaultItemId
      ? [{ groupId: item.defaultGroupId, optionIds: [item.defaultItemId] }]
      : [];
  return { ...lineFor(item, restaurantId, 1), key: lineKeyOf(item.menuId, choices), choices };
}
