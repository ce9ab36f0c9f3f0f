import fc from 'fast-check';
import type { AddOnChoice, AddOnGroup } from '../../src/domain/menu/AddOnGroup';
import type { CartLine } from '../../src/domain/cart/CartLine';
import { lineKeyOf } from '../../src/domain/cart/CartLine';

/** Prices in paise, up to ₹2000. */
export const paise = fc.integer({ min: 0, max: 200_000 });

/** A list of add-on groups with unique group and option ids (as the API guarantees). */
export const addOnGroups: fc.Arbitrary<AddOnGroup[]> = fc
  .array(
    fc.record({
      type: fc.constantFrom('radio' as const, 'checkbox' as const),
      priceType: fc.constantFrom('absolute' as const, 'relative' as const),
      options: fc.array(fc.record({ price: paise, isDefault: fc.boolean() }), { minLength: 1, maxLength: 4 }),
    }),
    { maxLength: 4 },
  )
  .map((groups) =>
    groups.map((group, g) => ({
      id: `g${g}`,
      groupName: `Group ${g}`,
      type: group.type,
      priceType: group.priceType,
      options: group.options.map((option, o) => ({ id: `g${g}o${o}`, itemName: `Option ${g}.${o}`, ...option })),
    })),
  );

/** Valid choices for the groups: one option per radio group, any subset per checkbox group. */
export const choicesFor = (groups: AddOnGroup[]): fc.Arbitrary<AddOnChoice[]> =>
  fc
    .tuple(
      ...groups.map((group) =>
        group.type === 'radio'
          ? fc.constantFrom(...group.options.map((option) => [option.id]))
          : fc.subarray(group.options.map((option) => option.id)),
      ),
    )
    .map((picked) => groups.map((group, index) => ({ groupId: group.id, optionIds: picked[index] ?? [] })));

/** A cart line of a restaurant, with a small set of possible items and customizations so that keys repeat. */
export const cartLine = (restaurantIds: string[] = ['1', '2']): fc.Arbitrary<CartLine> =>
  fc
    .record({
      menuId: fc.constantFrom('101', '102', '103'),
      option: fc.constantFrom<string[]>([], ['7'], ['8'], ['7', '8']),
      restaurantId: fc.constantFrom(...restaurantIds),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPrice: fc.integer({ min: 100, max: 100_000 }),
    })
    .map(({ menuId, option, restaurantId, quantity, unitPrice }) => {
      const choices = option.length > 0 ? [{ groupId: 'g', optionIds: option }] : [];
      return {
        key: lineKeyOf(menuId, choices),
        menuId,
        restaurantId,
        itemName: `Dish ${menuId}`,
        quantity,
        unitPrice,
        choices,
        choicesText: option.join(', '),
        menuCount: null,
        addOnItemsCount: option.length > 0 ? 2 : 0,
      };
    });

/** A hand-written add-on group for examples: options as [id, name, price in paise, default]. */
export function addOnGroup(
  id: string,
  groupName: string,
  type: AddOnGroup['type'],
  priceType: AddOnGroup['priceType'],
  options: [string, string, number, boolean][],
): AddOnGroup {
  return {
    id,
    groupName,
    type,
    priceType,
    options: options.map(([optionId, itemName, price, isDefault]) => ({ id: optionId, itemName, price, isDefault })),
  };
}
