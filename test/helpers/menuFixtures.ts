import type { MenuItemRecord } from '../../src/infrastructure/fake/db/menuRecords';
import { allDemoDishes, demoFixtures } from '../../src/infrastructure/fake/seed/fixtures';

/** Dishes of the demo fixtures, picked by what a test needs (never by hard-coded names or prices). */
export const menuOf = (restaurantId: number): MenuItemRecord[] =>
  allDemoDishes().filter((item) => item.restaurantId === restaurantId);

const pick = (restaurantId: number, test: (item: MenuItemRecord) => boolean, what: string): MenuItemRecord => {
  const found = menuOf(restaurantId).find(test);
  if (!found) throw new Error(`Restaurant ${restaurantId} has no ${what} in fixtures/menus/${restaurantId}.json`);
  return found;
};

export const plainDish = (restaurantId: number, maxPrice = Infinity) =>
  pick(
    restaurantId,
    (item) => item.isAvailable && item.addOnGroups.length === 0 && item.finalPrice <= maxPrice,
    'available dish without add-ons',
  );

/** An available dish with a radio group and a checkbox group (absolute or relative as asked). */
export const customizableDish = (restaurantId: number) =>
  pick(
    restaurantId,
    (item) =>
      item.isAvailable &&
      item.addOnGroups.some((group) => group.type === 'radio') &&
      item.addOnGroups.some((group) => group.type === 'checkbox'),
    'dish with radio and checkbox add-ons',
  );

/** An available dish with a radio group whose options all cost nothing (a spice level): choosing moves no price. */
export const dishWithFreeChoice = (restaurantId: number) =>
  pick(
    restaurantId,
    (item) =>
      item.isAvailable &&
      item.addOnGroups.some(
        (group) =>
          group.type === 'radio' && group.items.length > 1 && group.items.every((option) => option.price === 0),
      ),
    'dish with a radio group of free options',
  );

export const unavailableDish = (restaurantId: number) =>
  pick(restaurantId, (item) => !item.isAvailable, 'unavailable dish');

export const restaurantFixture = (id: number) => {
  const restaurant = demoFixtures.restaurants.find((candidate) => candidate.id === id);
  if (!restaurant) throw new Error(`No restaurant ${id} in fixtures/restaurants.json`);
  return restaurant;
};

/** Plain API-shaped choices: the radio group's non-default option and the checkbox group's first option. */
export function nonDefaultChoices(item: MenuItemRecord) {
  return item.addOnGroups.map((group) => {
    if (group.type === 'radio')
      return {
        groupId: String(group.id),
        optionIds: [String((group.items.find((option) => !option.isDefault) ?? group.items[0]!).id)],
      };
    return { groupId: String(group.id), optionIds: [String(group.items[0]!.id)] };
  });
}
