import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMenuItem } from '../../../test/helpers/aMenuItem';
import { cartLine } from '../../../test/helpers/menuArbitraries';
import type { MenuItem } from '../menu/MenuItem';
import { type Cart, type CartLine, EMPTY_CART, lineFor, lineKeyOf } from './CartLine';
import {
  addToCart,
  cartTotal,
  chooserQuantity,
  decrementLine,
  incrementLine,
  itemCount,
  needsRestaurantChange,
  quantityOfItem,
  sameCart,
  setLineQuantity,
} from './cartRules';

const dish = (menuId: string, finalPrice: number): MenuItem => aMenuItem(menuId, finalPrice);
const paneer = lineFor(dish('101', 24_900), '1', 1);
const naan = lineFor(dish('102', 6_000), '1', 1);
const dosa = lineFor(dish('201', 12_000), '2', 1);

describe('cart rules', () => {
  it('adding the same item again increases its quantity by 1', () => {
    const cart = addToCart(addToCart(EMPTY_CART, paneer), paneer);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(2);
    expect(cart.restaurantId).toBe('1');
  });

  it('the same item with other add-ons is another line', () => {
    const withRaita = {
      ...paneer,
      key: lineKeyOf('101', [{ groupId: 'g', optionIds: ['7'] }]),
      choices: [{ groupId: 'g', optionIds: ['7'] }],
    };
    const cart = addToCart(addToCart(EMPTY_CART, paneer), withRaita);
    expect(cart.lines).toHaveLength(2);
    expect(quantityOfItem(cart, '101')).toBe(2);
    expect(lineKeyOf('101', [{ groupId: 'a', optionIds: ['8', '7'] }])).toBe(
      lineKeyOf('101', [
        { groupId: 'b', optionIds: ['7'] },
        { groupId: 'a', optionIds: ['8'] },
      ]),
    );
  });

  it('total is the sum of price × quantity and the count the sum of quantities', () => {
    const cart = addToCart(addToCart(addToCart(EMPTY_CART, paneer), paneer), naan);
    expect(cartTotal(cart)).toBe(2 * 24_900 + 6_000);
    expect(itemCount(cart)).toBe(3);
  });

  it('a quantity of 0 or less removes the line; decrementing from 1 removes it', () => {
    const cart = addToCart(addToCart(EMPTY_CART, paneer), naan);
    expect(setLineQuantity(cart, paneer, 0).lines.map((line) => line.menuId)).toEqual(['102']);
    expect(setLineQuantity(cart, paneer, -3).lines.map((line) => line.menuId)).toEqual(['102']);
    expect(decrementLine(cart, naan.key).lines.map((line) => line.menuId)).toEqual(['101']);
    expect(decrementLine(decrementLine(cart, naan.key), paneer.key)).toEqual(EMPTY_CART);
  });

  it("asks 'Change Restaurant?' only when the cart holds another restaurant's items", () => {
    expect(needsRestaurantChange(EMPTY_CART, '2')).toBe(false);
    const cart = addToCart(EMPTY_CART, paneer);
    expect(needsRestaurantChange(cart, '1')).toBe(false);
    expect(needsRestaurantChange(cart, '2')).toBe(true);
  });

  it("confirming 'Change Restaurant?' replaces the cart by that single item at quantity 1", () => {
    const cart = addToCart(addToCart(addToCart(EMPTY_CART, paneer), paneer), naan);
    expect(addToCart(cart, dosa)).toEqual({ restaurantId: '2', lines: [{ ...dosa, quantity: 1 }] });
  });

  it('updating a quantity for a different restaurant resets the cart first', () => {
    const cart = addToCart(EMPTY_CART, paneer);
    expect(setLineQuantity(cart, dosa, 3)).toEqual({ restaurantId: '2', lines: [{ ...dosa, quantity: 3 }] });
  });

  it('the chooser quantity never goes below 1', () => {
    expect(chooserQuantity(0)).toBe(1);
    expect(chooserQuantity(-2)).toBe(1);
    expect(chooserQuantity(3)).toBe(3);
    expect(chooserQuantity(Number.NaN)).toBe(1);
  });
});

type Operation =
  | { kind: 'add'; line: CartLine }
  | { kind: 'increment' | 'decrement'; index: number }
  | { kind: 'set'; index: number; quantity: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  cartLine().map((line) => ({ kind: 'add' as const, line })),
  fc.record({ kind: fc.constantFrom('increment' as const, 'decrement' as const), index: fc.nat(5) }),
  fc.record({ kind: fc.constant('set' as const), index: fc.nat(5), quantity: fc.integer({ min: -2, max: 30 }) }),
);

function apply(cart: Cart, op: Operation): Cart {
  if (op.kind === 'add') return addToCart(cart, op.line);
  const line = cart.lines[op.index % Math.max(1, cart.lines.length)];
  if (!line) return cart;
  if (op.kind === 'increment') return incrementLine(cart, line.key);
  if (op.kind === 'decrement') return decrementLine(cart, line.key);
  return op.kind === 'set' ? setLineQuantity(cart, line, op.quantity) : cart;
}

describe('cart invariants (any sequence of changes)', () => {
  it('one restaurant, unique lines, positive quantities; total and count are the sums', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (ops) => {
        const cart = ops.reduce(apply, EMPTY_CART);
        expect(cart.lines.every((line) => line.restaurantId === cart.restaurantId)).toBe(true);
        expect(cart.lines.length === 0).toBe(cart.restaurantId === null);
        expect(new Set(cart.lines.map((line) => line.key)).size).toBe(cart.lines.length);
        expect(cart.lines.every((line) => Number.isInteger(line.quantity) && line.quantity > 0)).toBe(true);
        expect(cartTotal(cart)).toBe(cart.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
        expect(itemCount(cart)).toBe(cart.lines.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it('n increments then n decrements of a line give the cart back', () => {
    fc.assert(
      fc.property(fc.array(cartLine(['1']), { minLength: 1, maxLength: 5 }), fc.nat(15), (lines, n) => {
        const cart = lines.reduce(addToCart, EMPTY_CART);
        const key = cart.lines[0]!.key;
        let changed = cart;
        for (let i = 0; i < n; i++) changed = incrementLine(changed, key);
        for (let i = 0; i < n; i++) changed = decrementLine(changed, key);
        expect(changed).toEqual(cart);
      }),
    );
  });

  it('adding a line raises the total by its price × quantity within one restaurant', () => {
    fc.assert(
      fc.property(fc.array(cartLine(['1']), { maxLength: 6 }), cartLine(['1']), (lines, extra) => {
        const cart = lines.reduce(addToCart, EMPTY_CART);
        const existing = cart.lines.find((line) => line.key === extra.key);
        const added = addToCart(cart, extra);
        expect(cartTotal(added) - cartTotal(cart)).toBe((existing ?? extra).unitPrice * extra.quantity);
        expect(itemCount(added) - itemCount(cart)).toBe(extra.quantity);
      }),
    );
  });
});

describe('sameCart', () => {
  it('compares lines by key, quantity and price, in any order', () => {
    const a = lineFor(dish('1', 10_000), '5', 2);
    const b = lineFor(dish('2', 5_000), '5', 1);
    const cart = { restaurantId: '5', lines: [a, b] };
    expect(sameCart(cart, { restaurantId: '5', lines: [b, a] })).toBe(true);
    expect(sameCart(cart, { restaurantId: '5', lines: [a, { ...b, quantity: 2 }] })).toBe(false);
    expect(sameCart(cart, { restaurantId: '5', lines: [a, { ...b, unitPrice: b.unitPrice + 1 }] })).toBe(false);
    expect(sameCart(cart, { restaurantId: '6', lines: [a, b] })).toBe(false);
  });
});
