import { describe, expect, it } from 'vitest';
import { aMenuItem } from '../../../test/helpers/aMenuItem';
import { anOrder } from '../../../test/helpers/anOrder';
import type { AddOnGroup } from '../menu/AddOnGroup';
import type { MenuItem } from '../menu/MenuItem';
import type { OrderItem } from '../order/Order';
import { canReorder, planReorder, type TodaysMenu } from './reorder';

const dish = (menuId: string, itemName: string, finalPrice: number, overrides: Partial<MenuItem> = {}): MenuItem =>
  aMenuItem(menuId, finalPrice, { itemName, ...overrides });

const size: AddOnGroup = {
  id: 'g-size',
  groupName: 'Size',
  type: 'radio',
  priceType: 'absolute',
  options: [
    { id: 'o-regular', itemName: 'Regular', price: 8_900, isDefault: true },
    { id: 'o-large', itemName: 'Large', price: 12_900, isDefault: false },
  ],
};
const extras: AddOnGroup = {
  id: 'g-extras',
  groupName: 'Extras',
  type: 'checkbox',
  priceType: 'relative',
  options: [{ id: 'o-butter', itemName: 'Extra butter', price: 2_000, isDefault: false }],
};

const item = (menuId: string, itemName: string, itemQuantity: number, extra: Partial<OrderItem> = {}): OrderItem => ({
  menuId,
  itemName,
  itemQuantity,
  itemPrice: 1,
  itemRating: 0,
  ...extra,
});

const menu = (dishes: MenuItem[], groups: Record<string, AddOnGroup[]> = {}): TodaysMenu => ({
  items: new Map(dishes.map((d) => [d.menuId, d])),
  groups: new Map(Object.entries(groups)),
});

describe('canReorder', () => {
  it('offers Reorder on delivered and cancelled orders only, in any spelling', () => {
    expect(canReorder({ orderStatus: 'Delivered' })).toBe(true);
    expect(canReorder({ orderStatus: 'CANCELLED' })).toBe(true);
    for (const orderStatus of [
      'Pending',
      'Preparing',
      'Out for delivery',
      'Rejected',
      'Payment Failed',
      'something else',
      '',
    ]) {
      expect(canReorder({ orderStatus })).toBe(false);
    }
  });
});

describe('planReorder', () => {
  it("prices every line from today's menu, never from the old order, with its add-ons and quantity", () => {
    const order = anOrder({
      items: [
        item('m1', 'Paneer Tikka', 2),
        item('m2', 'Lassi (Large, Extra butter)', 3, {
          choices: [
            { groupId: 'g-size', optionIds: ['o-large'] },
            { groupId: 'g-extras', optionIds: ['o-butter'] },
          ],
        }),
      ],
    });
    const plan = planReorder(
      order,
      menu([dish('m1', 'Paneer Tikka', 33_900), dish('m2', 'Lassi', 8_900, { addOnItemsCount: 3 })], {
        m2: [size, extras],
      }),
    );
    expect(plan.unavailable).toEqual([]);
    expect(
      plan.lines.map((line) => [line.menuId, line.quantity, line.unitPrice, line.choicesText, line.restaurantId]),
    ).toEqual([
      ['m1', 2, 33_900, '', order.restaurantId],
      ['m2', 3, 12_900 + 2_000, 'Large, Extra butter', order.restaurantId],
    ]);
  });

  it('leaves out dishes gone from the menu, unavailable today, or whose add-on no longer exists, by the name the order shows', () => {
    const order = anOrder({
      items: [
        item('m1', 'Paneer Tikka', 1),
        item('m2', 'Lassi (Mango)', 1, { choices: [{ groupId: 'g-size', optionIds: ['o-mango'] }] }),
        item('m3', 'Dal Makhani', 1),
        item('m4', 'Jeera Rice', 1),
        item('m5', 'Old Special (Spicy)', 1, { choices: [{ groupId: 'g-gone', optionIds: ['o-spicy'] }] }),
      ],
    });
    const plan = planReorder(
      order,
      menu(
        [
          dish('m1', 'Paneer Tikka', 1, { isAvailable: false }),
          dish('m2', 'Lassi', 8_900),
          dish('m3', 'Dal Makhani', 24_900),
          dish('m5', 'Old Special', 100),
        ],
        { m2: [size] },
      ),
    );
    expect(plan.lines.map((line) => line.menuId)).toEqual(['m3']);
    expect(plan.unavailable).toEqual(['Paneer Tikka', 'Lassi (Mango)', 'Jeera Rice', 'Old Special (Spicy)']);
  });

  it("takes today's defaults when the order did not record add-ons, and leaves out a line a new required choice now blocks", () => {
    const order = anOrder({ items: [item('m2', 'Lassi', 1), item('m3', 'Dal Makhani', 1, { choices: [] })] });
    const plan = planReorder(
      order,
      menu([dish('m2', 'Lassi', 8_900), dish('m3', 'Dal Makhani', 24_900)], { m2: [size], m3: [size] }),
    );
    expect(plan.lines.map((line) => [line.menuId, line.choicesText])).toEqual([['m2', 'Regular']]);
    expect(plan.unavailable).toEqual(['Dal Makhani']);
  });

  it('joins lines of the same dish with the same add-ons and skips lines without a quantity', () => {
    const order = anOrder({
      items: [item('m1', 'Paneer Tikka', 1), item('m1', 'Paneer Tikka', 2), item('m9', 'Ghost', 0)],
    });
    const plan = planReorder(order, menu([dish('m1', 'Paneer Tikka', 100)]));
    expect(plan.lines.map((line) => [line.menuId, line.quantity])).toEqual([['m1', 3]]);
    expect(plan.unavailable).toEqual([]);
  });

  it('has nothing to add when nothing is available', () => {
    expect(planReorder(anOrder(), menu([]))).toEqual({ lines: [], unavailable: ['Dal Makhani', 'Butter Naan'] });
  });
});
