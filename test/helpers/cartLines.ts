import { type CartLine, lineFor } from '../../src/domain/cart/CartLine';
import { defaultChoices } from '../../src/domain/menu/addOnChoices';
import { type MenuApi, MenuApiToken } from '../../src/infrastructure/ports/MenuApi';
import type { Harness } from './adapterSets';

/** A cart line for a fixture dish, built as the menu page builds it (from the API's own answers, default add-ons). */
export async function lineOf(h: Harness, restaurantId: number, menuId: number, quantity = 1): Promise<CartLine> {
  const menu = h.container.get<MenuApi>(MenuApiToken);
  const item = (await menu.items(String(restaurantId), { page: 1, limit: 50 })).items.find(
    (candidate) => candidate.menuId === String(menuId),
  )!;
  const { groups } = await menu.addOnOptions(item.menuId);
  return lineFor(item, String(restaurantId), quantity, groups, defaultChoices(groups));
}
