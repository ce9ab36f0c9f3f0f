import { sumPaise } from '../money/paise';
import type { AddOnChoice, AddOnGroup } from './AddOnGroup';

const chosenPrices = (group: AddOnGroup, choices: readonly AddOnChoice[]): number[] => {
  const ids = choices.find((choice) => choice.groupId === group.id)?.optionIds ?? [];
  return group.options.filter((option) => ids.includes(option.id)).map((option) => option.price);
};

/**
 * The unit price of an item with its chosen add-ons, in paise (FEATURES F-menu: Pricing of add-ons).
 * An absolute group replaces the item's price with the price of the option chosen in it (a size or a
 * portion); a relative group adds its chosen options to it (toppings, extras). When several absolute groups
 * have choices, their prices together make up the replaced price, so the result does not depend on the
 * order of the groups. Choices of unknown groups or options are ignored (validate with `choiceProblem`).
 */
export function unitPriceWithAddOns(
  basePrice: number,
  groups: readonly AddOnGroup[],
  choices: readonly AddOnChoice[],
): number {
  const absolute = groups
    .filter((group) => group.priceType === 'absolute')
    .flatMap((group) => chosenPrices(group, choices));
  const relative = groups
    .filter((group) => group.priceType === 'relative')
    .flatMap((group) => chosenPrices(group, choices));
  const itemPrice = absolute.length > 0 ? sumPaise(absolute) : basePrice;
  return itemPrice + sumPaise(relative);
}
