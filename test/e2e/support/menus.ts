import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unitPriceWithAddOns } from '../../../src/domain/menu/addOnPricing';
import type { AddOnChoice, AddOnGroup } from '../../../src/domain/menu/AddOnGroup';
import { formatRupees } from '../../../src/ui/format/formatRupees';

/** A dish of fixtures/menus/<restaurantId>.json (prices in rupees). */
export interface FixtureDish {
  menuId: number;
  restaurantId: number;
  itemName: string;
  price: number;
  finalPrice: number;
  isAvailable: boolean;
  addOnGroups: {
    id: number;
    groupName: string;
    type: 'radio' | 'checkbox';
    priceType: 'absolute' | 'relative';
    items: { id: number; itemName: string; price: number; isDefault: boolean }[];
  }[];
}

const onFirstPage = (restaurantId: number) =>
  (JSON.parse(readFileSync(`fixtures/menus/${restaurantId}.json`, 'utf8')) as FixtureDish[]).slice(0, 10);

function pick(restaurantId: number, test: (dish: FixtureDish) => boolean): FixtureDish {
  const found = onFirstPage(restaurantId).find(test);
  if (!found) throw new Error(`No suitable dish on the first menu page of restaurant ${restaurantId}`);
  return found;
}

/** An available dish without add-ons, on the menu's first page. */
export const plainDish = (restaurantId: number) =>
  pick(restaurantId, (dish) => dish.isAvailable && dish.addOnGroups.length === 0);

/** An available dish with a radio and a checkbox group, on the menu's first page. */
export const customizableDish = (restaurantId: number) =>
  pick(
    restaurantId,
    (dish) =>
      dish.isAvailable &&
      dish.addOnGroups.some((g) => g.type === 'radio') &&
      dish.addOnGroups.some((g) => g.type === 'checkbox'),
  );

export const rupees = (amount: number) => formatRupees(Math.round(amount * 100));

export { formatRupees };

/** The unit price (paise) the shared domain rule gives for these option ids. */
export function expectedUnitPaise(dish: FixtureDish, optionIds: number[]): number {
  const groups: AddOnGroup[] = dish.addOnGroups.map((group) => ({
    id: String(group.id),
    groupName: group.groupName,
    type: group.type,
    priceType: group.priceType,
    options: group.items.map((option) => ({
      id: String(option.id),
      itemName: option.itemName,
      price: option.price * 100,
      isDefault: option.isDefault,
    })),
  }));
  const choices: AddOnChoice[] = dish.addOnGroups.map((group) => ({
    groupId: String(group.id),
    optionIds: group.items.filter((option) => optionIds.includes(option.id)).map((option) => String(option.id)),
  }));
  return unitPriceWithAddOns(dish.finalPrice * 100, groups, choices);
}

export const dishCard = (page: Page, dish: FixtureDish) =>
  page.getByRole('article', { name: dish.itemName, exact: true });

export const cartBar = (page: Page) => page.getByRole('region', { name: 'Cart summary' });

/** Opens a restaurant's menu and waits for its dishes. */
export async function openMenu(page: Page, restaurantId: number) {
  await page.goto(`/foods/item-card/${restaurantId}`);
  await page.getByRole('article').first().waitFor();
}
