import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../test/helpers/menuArbitraries';
import { type Cart, type CartLine, EMPTY_CART } from './CartLine';
import { addToCart, setLineQuantity } from './cartRules';
import { nextSyncStep } from './syncPlan';
import { replayUnsent, serverHasAll, unsentChangeCount } from './unsentChanges';

const cartOf = (lines: CartLine[]): Cart => lines.reduce(addToCart, EMPTY_CART);
const quantities = (cart: Cart) => new Map(cart.lines.map((line) => [line.key, line.quantity]));

/** The server after some of the sync's steps from base towards local reached it before a reload. */
function partlySynced(local: Cart, base: Cart, landed: number): Cart {
  let server = base;
  for (let i = 0; i < landed; i++) {
    const step = nextSyncStep(local, server);
    if (!step) break;
    server = setLineQuantity(server, step.line, step.quantity);
  }
  return server;
}

describe('replayUnsent', () => {
  it('whatever part of the unsent changes reached the server, the replayed cart is what the customer last saw', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine(), { maxLength: 6 }),
        fc.array(cartLine(), { maxLength: 6 }),
        fc.nat(8),
        (baseLines, localLines, landed) => {
          const base = cartOf(baseLines);
          const local = cartOf(localLines);
          const fresh = partlySynced(local, base, landed);
          expect(quantities(replayUnsent(local, base, fresh))).toEqual(quantities(local));
        },
      ),
    );
  });

  it('keeps lines changed on the server meanwhile (another device) that the customer did not touch here', () => {
    const [a, b] = fc.sample(cartLine(['1']), 2).map((line, i) => ({ ...line, key: `k${i}`, menuId: `10${i}` }));
    const base = cartOf([a!]);
    const local = cartOf([{ ...a!, quantity: a!.quantity + 1 }]);
    const fresh = cartOf([a!, b!]);
    expect(quantities(replayUnsent(local, base, fresh))).toEqual(
      new Map([
        [a!.key, a!.quantity + 1],
        [b!.key, b!.quantity],
      ]),
    );
  });
});

it('serverHasAll compares lines and quantities, not prices', () => {
  const [line] = fc.sample(cartLine(['1']), 1);
  expect(serverHasAll(cartOf([line!]), cartOf([{ ...line!, unitPrice: line!.unitPrice + 1 }]))).toBe(true);
  expect(serverHasAll(cartOf([line!]), cartOf([{ ...line!, quantity: line!.quantity + 1 }]))).toBe(false);
  expect(serverHasAll(EMPTY_CART, cartOf([line!]))).toBe(false);
  expect(serverHasAll(EMPTY_CART, EMPTY_CART)).toBe(true);
});

describe('unsentChangeCount', () => {
  it('is zero exactly when the server has every local line', () => {
    fc.assert(
      fc.property(fc.array(cartLine(), { maxLength: 6 }), fc.array(cartLine(), { maxLength: 6 }), (b, l) => {
        const base = cartOf(b);
        const local = cartOf(l);
        expect(unsentChangeCount(local, base) === 0).toBe(serverHasAll(local, base));
      }),
    );
  });

  it('counts each changed line once, however many taps it took, and each line of a new restaurant', () => {
    fc.assert(
      fc.property(cartLine(['1']), fc.integer({ min: 1, max: 9 }), (line, taps) => {
        const base = cartOf([line]);
        const tapped = setLineQuantity(base, line, line.quantity + taps);
        expect(unsentChangeCount(tapped, base)).toBe(1);
        expect(unsentChangeCount(EMPTY_CART, base)).toBe(1);
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(cartLine(['2']), { minLength: 1, maxLength: 4, selector: (l) => l.key }), (lines) => {
        const base = cartOf([{ ...lines[0]!, restaurantId: '1', key: 'other' }]);
        const local = cartOf(lines);
        expect(unsentChangeCount(local, base)).toBe(local.lines.length);
      }),
    );
  });
});
