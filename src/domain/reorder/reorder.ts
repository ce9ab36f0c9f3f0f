import { type CartLine, lineFor } from '../cart/CartLine';
import type { AddOnGroup } from '../menu/AddOnGroup';
import { choiceProblem, defaultChoices, nonEmptyChoices } from '../menu/addOnChoices';
import type { MenuItem } from '../menu/MenuItem';
import type { Order, OrderItem } from '../order/Order';
import { parseOrderStatus } from '../order/orderStatus';

/** Only a finished order is repeated: one delivered, cancelled or (a train seat order) not delivered. */
export function canReorder(order: Pick<Order, 'orderStatus'>): boolean {
  const status = parseOrderStatus(order.orderStatus);
  return status === 'delivered' || status === 'cancelled' || status === 'not delivered';
}

/** Today's menu of the order's restaurant: the dishes by menu id and, for dishes with add-ons, their groups. */
export interface TodaysMenu {
  items: ReadonlyMap<string, MenuItem>;
  groups: ReadonlyMap<string, readonly AddOnGroup[]>;
}

export interface ReorderPlan {
  /** What goes into the cart, at today's prices; the same dish with the same add-ons is one line. */
  lines: CartLine[];
  /** The order's lines left out, by the name the order shows ("Lassi (Mango)"). */
  unavailable: string[];
}

/**
 * The line an order item becomes today, or null when it cannot be ordered: the dish is gone or unavailable,
 * or its add-ons no longer fit today's groups (a group or option removed, a required choice added since).
 * An item whose add-ons the server did not record takes today's defaults.
 */
function lineToday(item: OrderItem, restaurantId: string, menu: TodaysMenu): CartLine | null {
  const dish = menu.items.get(item.menuId);
  if (!dish || !dish.isAvailable) return null;
  const groups = menu.groups.get(item.menuId) ?? [];
  const choices = item.choices ? nonEmptyChoices(item.choices) : defaultChoices(groups);
  if (choiceProblem(groups, choices) !== null) return null;
  return lineFor(dish, restaurantId, Math.floor(item.itemQuantity), groups, choices);
}

/** Which lines of a past order can be ordered again today, at today's prices, and which are left out. */
export function planReorder(order: Pick<Order, 'restaurantId' | 'items'>, menu: TodaysMenu): ReorderPlan {
  const lines = new Map<string, CartLine>();
  const unavailable: string[] = [];
  for (const item of order.items) {
    if (!(item.itemQuantity >= 1)) continue;
    const line = lineToday(item, order.restaurantId, menu);
    if (!line) {
      unavailable.push(item.itemName);
      continue;
    }
    const same = lines.get(line.key);
    lines.set(line.key, same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  return { lines: [...lines.values()], unavailable };
}
