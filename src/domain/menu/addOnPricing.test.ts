import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOnGroup, addOnGroups, choicesFor, paise } from '../../../test/helpers/menuArbitraries';
import type { AddOnGroup } from './AddOnGroup';
import { unitPriceWithAddOns } from './addOnPricing';

const size = addOnGroup('s', 'Size', 'radio', 'absolute', [
  ['reg', 'Regular', 24_900, true],
  ['lrg', 'Large', 44_900, false],
]);
const toppings = addOnGroup('t', 'Toppings', 'checkbox', 'relative', [
  ['cheese', 'Extra cheese', 4_000, false],
  ['olives', 'Olives', 3_000, false],
]);

describe('unitPriceWithAddOns', () => {
  it('an absolute group replaces the item price with the chosen option price', () => {
    expect(unitPriceWithAddOns(19_900, [size], [{ groupId: 's', optionIds: ['lrg'] }])).toBe(44_900);
  });

  it('a relative group adds its chosen options to the item price', () => {
    expect(unitPriceWithAddOns(19_900, [toppings], [{ groupId: 't', optionIds: ['cheese', 'olives'] }])).toBe(26_900);
  });

  it('combines both: the replaced price plus the relative options', () => {
    const choices = [
      { groupId: 's', optionIds: ['lrg'] },
      { groupId: 't', optionIds: ['cheese'] },
    ];
    expect(unitPriceWithAddOns(19_900, [size, toppings], choices)).toBe(48_900);
  });

  it('keeps the item price when nothing is chosen', () => {
    expect(unitPriceWithAddOns(19_900, [size, toppings], [])).toBe(19_900);
  });
});

describe('unitPriceWithAddOns properties', () => {
  it('is a non-negative integer that does not depend on the order of the groups', () => {
    fc.assert(
      fc.property(
        paise,
        addOnGroups.chain((groups) => fc.tuple(fc.constant(groups), choicesFor(groups))),
        (base, [groups, choices]) => {
          const price = unitPriceWithAddOns(base, groups, choices);
          expect(Number.isInteger(price) && price >= 0).toBe(true);
          expect(unitPriceWithAddOns(base, [...groups].reverse(), [...choices].reverse())).toBe(price);
        },
      ),
    );
  });

  it('with only relative groups it is the item price plus every chosen option', () => {
    fc.assert(
      fc.property(
        paise,
        addOnGroups
          .map((groups) => groups.map((group) => ({ ...group, priceType: 'relative' as const })))
          .chain((groups) => fc.tuple(fc.constant(groups), choicesFor(groups))),
        (base, [groups, choices]) => {
          const chosen = groups.flatMap((group) =>
            group.options.filter((option) => choices.some((choice) => choice.optionIds.includes(option.id))),
          );
          expect(unitPriceWithAddOns(base, groups, choices)).toBe(
            base + chosen.reduce((sum, option) => sum + option.price, 0),
          );
        },
      ),
    );
  });

  it('once an absolute option is chosen, the item price no longer matters', () => {
    fc.assert(
      fc.property(
        paise,
        paise,
        addOnGroups.chain((groups) => fc.tuple(fc.constant(groups), choicesFor(groups))),
        (a, b, [groups, choices]) => {
          const absoluteChosen = groups.some(
            (group) =>
              group.priceType === 'absolute' &&
              choices.some((choice) => choice.groupId === group.id && choice.optionIds.length > 0),
          );
          fc.pre(absoluteChosen);
          expect(unitPriceWithAddOns(a, groups, choices)).toBe(unitPriceWithAddOns(b, groups, choices));
        },
      ),
    );
  });

  it('choosing one more checkbox option in a relative group adds exactly its price', () => {
    fc.assert(
      fc.property(paise, fc.array(fc.record({ price: paise }), { minLength: 2, maxLength: 5 }), (base, options) => {
        const group: AddOnGroup = {
          id: 'x',
          groupName: 'X',
          type: 'checkbox',
          priceType: 'relative',
          options: options.map((option, i) => ({
            id: `o${i}`,
            itemName: `O${i}`,
            price: option.price,
            isDefault: false,
          })),
        };
        const without = unitPriceWithAddOns(base, [group], [{ groupId: 'x', optionIds: ['o0'] }]);
        const withSecond = unitPriceWithAddOns(base, [group], [{ groupId: 'x', optionIds: ['o0', 'o1'] }]);
        expect(withSecond - without).toBe(options[1]!.price);
      }),
    );
  });
});
