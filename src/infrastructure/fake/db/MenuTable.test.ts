import { describe, expect, it, vi } from 'vitest';
import { allDemoDishes, demoFixtures } from '../seed/fixtures';
import type { MenuFiles } from '../seed/menuFiles';
import { MenuTable } from './MenuTable';

/** Menu files holding these dishes, filed by their restaurant, counting each read. */
function menuFiles(dishes: readonly { menuId: number; restaurantId: number; itemName: string }[]) {
  const restaurantIds = [...new Set(dishes.map((dish) => dish.restaurantId))];
  const read = vi.fn(async (restaurantId: number) => dishes.filter((dish) => dish.restaurantId === restaurantId));
  return { restaurantIds, read } satisfies MenuFiles;
}

const tableOf = (files: MenuFiles) => {
  const table = new MenuTable();
  table.readFrom(files);
  return table;
};

const demoTable = () => tableOf(demoFixtures.menus);
const firstDish = () => allDemoDishes()[0]!;

describe('MenuTable', () => {
  it("answers a restaurant's menu in menu order, as its file lists it", async () => {
    const expected = allDemoDishes().filter((dish) => dish.restaurantId === 13);
    expect(expected.length).toBeGreaterThan(0);
    expect(await demoTable().ofRestaurant(13)).toEqual([...expected].sort((a, b) => a.menuId - b.menuId));
    expect(await demoTable().ofRestaurant(999)).toEqual([]);
  });

  it('finds a dish by its id on whichever menu it is', async () => {
    const dish = allDemoDishes()[500]!;
    expect(await demoTable().find(dish.menuId)).toEqual(dish);
    expect(await demoTable().find(9_999_999)).toBeUndefined();
  });

  it("reads a restaurant's file only when its menu is first asked for, and once", async () => {
    const files = menuFiles(allDemoDishes());
    const table = tableOf(files);
    expect(files.read).not.toHaveBeenCalled();
    const dish = allDemoDishes().find((candidate) => candidate.restaurantId === 7)!;
    await Promise.all([table.find(dish.menuId), table.ofRestaurant(7), table.readMenusOf([dish.menuId])]);
    expect(files.read.mock.calls).toEqual([[7]]);
    expect(table.hasReadMenusOf([dish.menuId])).toBe(true);
    expect(table.hasReadMenusOf([dish.menuId, 801])).toBe(false);
    expect(table.findRead(dish.menuId)).toEqual(dish);
    expect(() => table.findRead(801)).toThrow(/has not been read/);
  });

  it('reads a menu again after a failed read', async () => {
    const files = menuFiles(allDemoDishes());
    files.read.mockRejectedValueOnce(new Error('offline'));
    const table = tableOf(files);
    await expect(table.ofRestaurant(1)).rejects.toThrow('offline');
    expect(table.hasReadMenusOf([101])).toBe(false);
    expect((await table.ofRestaurant(1)).length).toBeGreaterThan(0);
    expect(files.read).toHaveBeenCalledTimes(2);
  });

  it("checks a restaurant's dishes when its menu is read, not before", async () => {
    const good = allDemoDishes().find((dish) => dish.restaurantId === 1)!;
    const table = tableOf(menuFiles([good, { menuId: 201, restaurantId: 2, itemName: '' }]));
    expect(await table.find(good.menuId)).toEqual(good);
    await expect(table.ofRestaurant(2)).rejects.toThrow();
  });

  it('refuses a dish without numeric ids, a dish listed twice and a dish filed under another restaurant', async () => {
    const dish = firstDish();
    const restaurantId = dish.restaurantId;
    const fileOf = (dishes: unknown[]) => tableOf({ restaurantIds: [restaurantId], read: async () => dishes });
    await expect(fileOf([{ ...dish, menuId: '1' }]).ofRestaurant(restaurantId)).rejects.toThrow();
    await expect(fileOf([dish, dish]).ofRestaurant(restaurantId)).rejects.toThrow(/listed twice/);
    const elsewhere = { ...dish, restaurantId: restaurantId + 1 };
    await expect(fileOf([elsewhere]).ofRestaurant(restaurantId)).rejects.toThrow(/does not belong/);
    const strayId = { ...dish, menuId: (restaurantId + 1) * 100 + 1 };
    await expect(fileOf([strayId]).ofRestaurant(restaurantId)).rejects.toThrow(/does not belong/);
  });

  it('changes a dish (checked again) without touching the fixture or the menu handed out before', async () => {
    const table = demoTable();
    const dish = firstDish();
    const before = await table.ofRestaurant(dish.restaurantId);
    await table.change(dish.menuId, (draft) => void (draft.isAvailable = !dish.isAvailable));
    expect((await table.find(dish.menuId))?.isAvailable).toBe(!dish.isAvailable);
    expect(before.find((candidate) => candidate.menuId === dish.menuId)?.isAvailable).toBe(dish.isAvailable);
    expect(firstDish().isAvailable).toBe(dish.isAvailable);
    await expect(table.change(dish.menuId, (draft) => void (draft.price = -1))).rejects.toThrow();
    await expect(table.change(dish.menuId, (draft) => void (draft.restaurantId += 1))).rejects.toThrow(/keeps the ids/);
  });
});
