import { z } from 'zod/mini';
import { type MenuItemRecord, MenuItemRecordSchema } from './menuRecords';

const DishIdsSchema = z.object({ menuId: z.int().check(z.positive()), restaurantId: z.int().check(z.positive()) });

/**
 * The demo restaurants' dishes (reference data: rebuilt from fixtures/menus.json on every start, never persisted).
 * Loading only files each fixture record under its restaurant; a restaurant's dishes are checked against
 * MenuItemRecordSchema when its menu is first read. Seeding all 1,150 dishes into a table held up the demo backend's
 * first answer, and so the largest element of the menu, cart and address pages (docs/PERFORMANCE.md "Session 7: LCP
 * of data pages"); a page reads the menus of one or a few restaurants.
 */
export class MenuTable {
  private readonly unchecked = new Map<number, unknown[]>();
  private readonly restaurantOfDish = new Map<number, number>();
  private readonly checked = new Map<number, MenuItemRecord[]>();

  /** Takes the fixture's dishes (once, at start). */
  load(records: readonly unknown[]) {
    for (const record of records) {
      const { menuId, restaurantId } = DishIdsSchema.parse(record);
      if (this.restaurantOfDish.has(menuId)) throw new Error(`Dish ${menuId} listed twice`);
      this.restaurantOfDish.set(menuId, restaurantId);
      const dishes = this.unchecked.get(restaurantId) ?? [];
      dishes.push(record);
      this.unchecked.set(restaurantId, dishes);
    }
  }

  /** The restaurant's dishes in menu order (by menuId); none for an id without a menu. */
  ofRestaurant(restaurantId: number): MenuItemRecord[] {
    return [...this.checkedMenuOf(restaurantId)];
  }

  /** The dish with this id, on whichever menu it is. */
  find(menuId: number): MenuItemRecord | undefined {
    const restaurantId = this.restaurantOfDish.get(menuId);
    if (restaurantId === undefined) return undefined;
    return this.checkedMenuOf(restaurantId).find((dish) => dish.menuId === menuId);
  }

  /** A restaurant changes a dish (price, availability, add-ons): the changed dish replaces it, checked again. */
  change(menuId: number, edit: (draft: MenuItemRecord) => void) {
    const dish = this.find(menuId);
    if (!dish) throw new Error(`No dish ${menuId}`);
    const draft = structuredClone(dish);
    edit(draft);
    const changed = MenuItemRecordSchema.parse(draft);
    if (changed.menuId !== menuId || changed.restaurantId !== dish.restaurantId)
      throw new Error('A change keeps the ids');
    const menu = this.checkedMenuOf(dish.restaurantId);
    menu[menu.indexOf(dish)] = changed;
  }

  private checkedMenuOf(restaurantId: number): MenuItemRecord[] {
    let menu = this.checked.get(restaurantId);
    if (!menu) {
      menu = z
        .array(MenuItemRecordSchema)
        .parse(this.unchecked.get(restaurantId) ?? [])
        .sort((a, b) => a.menuId - b.menuId);
      this.checked.set(restaurantId, menu);
    }
    return menu;
  }
}
