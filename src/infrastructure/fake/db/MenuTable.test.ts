import { describe, expect, it } from 'vitest';
import { demoFixtures } from '../seed/fixtures';
import { MenuTable } from './MenuTable';

const loaded = () => {
  const table = new MenuTable();
  table.load(demoFixtures.menus);
  return table;
};

describe('MenuTable', () => {
  it("answers a restaurant's menu in menu order, as the fixture lists it", () => {
    const expected = demoFixtures.menus.filter((dish) => dish.restaurantId === 13).sort((a, b) => a.menuId - b.menuId);
    expect(loaded().ofRestaurant(13)).toEqual(expected);
    expect(loaded().ofRestaurant(999)).toEqual([]);
  });

  it('finds a dish by its id on whichever menu it is', () => {
    const dish = demoFixtures.menus[500]!;
    expect(loaded().find(dish.menuId)).toEqual(dish);
    expect(loaded().find(9_999_999)).toBeUndefined();
  });

  it("checks a restaurant's dishes when its menu is first read, not before", () => {
    const table = new MenuTable();
    const good = demoFixtures.menus.find((dish) => dish.restaurantId === 1)!;
    table.load([good, { menuId: 999_001, restaurantId: 2, itemName: '' }]);
    expect(table.find(good.menuId)).toEqual(good);
    expect(() => table.ofRestaurant(2)).toThrow();
  });

  it('refuses a dish without numeric ids and a dish listed twice', () => {
    const dish = demoFixtures.menus[0]!;
    expect(() => new MenuTable().load([{ ...dish, menuId: '1' }])).toThrow();
    expect(() => new MenuTable().load([dish, dish])).toThrow(/listed twice/);
  });

  it('changes a dish (checked again) without touching the fixture or the menu handed out before', () => {
    const table = loaded();
    const dish = demoFixtures.menus[0]!;
    const before = table.ofRestaurant(dish.restaurantId);
    table.change(dish.menuId, (draft) => void (draft.isAvailable = !dish.isAvailable));
    expect(table.find(dish.menuId)?.isAvailable).toBe(!dish.isAvailable);
    expect(before.find((candidate) => candidate.menuId === dish.menuId)?.isAvailable).toBe(dish.isAvailable);
    expect(demoFixtures.menus[0]!.isAvailable).toBe(dish.isAvailable);
    expect(() => table.change(dish.menuId, (draft) => void (draft.price = -1))).toThrow();
    expect(() => table.change(dish.menuId, (draft) => void (draft.restaurantId += 1))).toThrow(/keeps the ids/);
  });
});
