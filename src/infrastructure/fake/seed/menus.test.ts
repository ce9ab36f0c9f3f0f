import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restaurantOfDish } from '../db/MenuTable';
import { allDemoDishes, demoFixtures } from './fixtures';

const menuOf = (restaurantId: number) => allDemoDishes().filter((item) => item.restaurantId === restaurantId);

describe('demo menus (fixtures/menus)', () => {
  it.each(demoFixtures.restaurants.map((r) => [r.id, r.name, r.pureVeg] as const))(
    'restaurant %i %s has a full, realistic menu',
    (id, _name, pureVeg) => {
      const menu = menuOf(id);
      expect(menu.length).toBeGreaterThanOrEqual(15);
      expect(new Set(menu.map((item) => item.itemName)).size).toBe(menu.length);
      const categories = new Set(menu.map((item) => item.mealCategory));
      expect([...categories].sort()).toEqual(pureVeg ? ['Veg'] : ['Egg', 'Non Veg', 'Veg']);
      expect(menu.some((item) => item.isBestSeller)).toBe(true);
      expect(menu.some((item) => !item.isAvailable)).toBe(true);
      expect(menu.filter((item) => item.addOnGroups.length > 0).length).toBeGreaterThanOrEqual(menu.length / 3);
      expect(menu.every((item) => item.price >= item.finalPrice)).toBe(true);
    },
  );

  it('has discounted dishes, long descriptions and add-on groups of every kind, with defaults', () => {
    const menus = allDemoDishes();
    expect(menus.some((item) => item.price !== item.finalPrice)).toBe(true);
    expect(menus.some((item) => item.description.length > 160)).toBe(true);
    const groups = menus.flatMap((item) => item.addOnGroups);
    for (const type of ['radio', 'checkbox'])
      for (const priceType of ['absolute', 'relative']) {
        if (type === 'checkbox' && priceType === 'absolute') continue;
        expect(groups.some((group) => group.type === type && group.priceType === priceType)).toBe(true);
      }
    expect(groups.some((group) => group.type === 'checkbox' && group.items.some((option) => option.isDefault))).toBe(
      true,
    );
    expect(
      groups
        .filter((group) => group.type === 'radio')
        .every((group) => group.items.filter((option) => option.isDefault).length === 1),
    ).toBe(true);
  });

  it("files each restaurant's dishes under its id, with ids that begin with it (how the backend finds a dish)", async () => {
    for (const restaurantId of demoFixtures.menus.restaurantIds) {
      const dishes = (await demoFixtures.menus.read(restaurantId)) as { menuId: number; restaurantId: number }[];
      expect(dishes.length).toBeGreaterThan(0);
      for (const dish of dishes) {
        expect(dish.restaurantId).toBe(restaurantId);
        expect(restaurantOfDish(dish.menuId)).toBe(restaurantId);
      }
    }
  });

  it('uses unique ids and local images only', () => {
    const menus = allDemoDishes();
    expect(new Set(menus.map((item) => item.menuId)).size).toBe(menus.length);
    const optionIds = menus.flatMap((item) =>
      item.addOnGroups.flatMap((group) => group.items.map((option) => option.id)),
    );
    expect(new Set(optionIds).size).toBe(optionIds.length);
    for (const image of new Set(menus.map((item) => item.image)))
      expect(existsSync(`fixtures/images/${image}`)).toBe(true);
  });
});
