import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../test/helpers/menuArbitraries';
import { type Cart, type CartLine, EMPTY_CART } from './CartLine';
import { addToCart, setLineQuantity } from './cartRules';
import { nextSyncStep } from './syncPlan';
import { replayUnsent, serverHasAll } from './unsentChanges';

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
