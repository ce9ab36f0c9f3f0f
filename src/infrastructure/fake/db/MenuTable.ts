import { z } from 'zod/mini';
import type { MenuFiles } from '../seed/menuFiles';
import { type MenuItemRecord, MenuItemRecordSchema } from './menuRecords';

/** A dish's id is its restaurant's id × 100 + its place on the menu (fixtures/menus, checked as each menu is read). */
const DISHES_PER_RESTAURANT = 100;
export const restaurantOfDish = (menuId: number) => Math.floor(menuId / DISHES_PER_RESTAURANT);

const NO_MENU_FILES: MenuFiles = { restaurantIds: [], read: async () => [] };

/**
 * The demo restaurants' dishes (reference data: read from fixtures/menus on every start, never persisted). A
 * restaurant's menu is read and checked against MenuItemRecordSchema when it is first asked for: a page needs the
 * menus of one or a few restaurants, and reading all 1,154 dishes would hold up the demo backend on every page.
 */
export class MenuTable {
  private files = NO_MENU_FILES;
  private readonly reading = new Map<number, Promise<MenuItemRecord[]>>();
  private readonly read = new Map<number, MenuItemRecord[]>();

  /** Where the menus are read from (once, at start). */
  readFrom(files: MenuFiles) {
    this.files = files;
    this.reading.clear();
    this.read.clear();
  }

  /** The restaurant's dishes in menu order (by menuId); none for an id without a menu. */
  async ofRestaurant(restaurantId: number): Promise<MenuItemRecord[]> {
    return [...(await this.menuOf(restaurantId))];
  }

  /** The dish with this id, on whichever menu it is. */
  async find(menuId: number): Promise<MenuItemRecord | undefined> {
    await this.readMenusOf([menuId]);
    return this.findRead(menuId);
  }

  /** Reads the menus these dishes are on, so that findRead answers for them. */
  async readMenusOf(menuIds: readonly number[]) {
    await Promise.all([...new Set(menuIds.map(restaurantOfDish))].map((restaurantId) => this.menuOf(restaurantId)));
  }

  /** Whether the menus of these dishes have been read. */
  hasReadMenusOf(menuIds: readonly number[]): boolean {
    return menuIds.every((menuId) => this.read.has(restaurantOfDish(menuId)));
  }

  /** The dish with this id, from a menu already read (readMenusOf): answering in the same task as a check of it. */
  findRead(menuId: number): MenuItemRecord | undefined {
    const menu = this.read.get(restaurantOfDish(menuId));
    if (!menu) throw new Error(`The menu of dish ${menuId} has not been read`);
    return menu.find((dish) => dish.menuId === menuId);
  }

  /** A restaurant changes a dish (price, availability, add-ons): the changed dish replaces it, checked again. */
  async change(menuId: number, edit: (draft: MenuItemRecord) => void) {
    const dish = await this.find(menuId);
    if (!dish) throw new Error(`No dish ${menuId}`);
    const draft = structuredClone(dish);
    edit(draft);
    const changed = MenuItemRecordSchema.parse(draft);
    if (changed.menuId !== menuId || changed.restaurantId !== dish.restaurantId)
      throw new Error('A change keeps the ids');
    const menu = await this.menuOf(dish.restaurantId);
    menu[menu.indexOf(dish)] = changed;
  }

  private menuOf(restaurantId: number): Promise<MenuItemRecord[]> {
    let menu = this.reading.get(restaurantId);
    if (!menu) {
      menu = this.readMenu(restaurantId);
      this.reading.set(restaurantId, menu);
      // A menu that could not be read is read again when next asked for.
      menu.catch(() => this.reading.delete(restaurantId));
    }
    return menu;
  }

  private async readMenu(restaurantId: number): Promise<MenuItemRecord[]> {
    const files = this.files;
    const dishes = files.restaurantIds.includes(restaurantId)
      ? z.array(MenuItemRecordSchema).parse(await files.read(restaurantId))
      : [];
    const seen = new Set<number>();
    for (const { menuId, restaurantId: owner } of dishes) {
      if (owner !== restaurantId || restaurantOfDish(menuId) !== restaurantId)
        throw new Error(`Dish ${menuId} does not belong on the menu of restaurant ${restaurantId}`);
      if (seen.has(menuId)) throw new Error(`Dish ${menuId} listed twice`);
      seen.add(menuId);
    }
    const menu = dishes.sort((a, b) => a.menuId - b.menuId);
    if (files === this.files) this.read.set(restaurantId, menu);
    return menu;
  }
}
