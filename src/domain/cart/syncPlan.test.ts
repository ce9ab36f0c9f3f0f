import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../test/helpers/menuArbitraries';
import { type Cart, EMPTY_CART } from './CartLine';
import { addToCart, setLineQuantity } from './cartRules';
import { adoptServerDetails, nextSyncStep, rollBackStep, type SyncStep } from './syncPlan';

const cartOf = (lines: Parameters<typeof addToCart>[1][]): Cart => lines.reduce(addToCart, EMPTY_CART);

/** A server that does what each step asks: an add from another restaurant replaces its cart. */
const serve = (server: Cart, step: SyncStep): Cart => setLineQuantity(server, step.line, step.quantity);

describe('nextSyncStep', () => {
  it('has nothing to do when both carts agree', () => {
    fc.assert(
      fc.property(fc.array(cartLine(), { maxLength: 6 }), (lines) => {
        expect(nextSyncStep(cartOf(lines), cartOf(lines))).toBeNull();
      }),
    );
  });

  it('switches the restaurant first, then adds, changes and removes lines', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine(), { maxLength: 6 }),
        fc.array(cartLine(), { maxLength: 6 }),
        (localLines, serverLines) => {
          const local = cartOf(localLines);
          let server = cartOf(serverLines);
          for (let steps = 0; steps < 20; steps++) {
            const step = nextSyncStep(local, server);
            if (!step) break;
            if (step.switchesRestaurant) expect(step.line.restaurantId).not.toBe(server.restaurantId);
            server = serve(server, step);
          }
          expect(nextSyncStep(local, server)).toBeNull();
          expect(new Map(server.lines.map((line) => [line.key, line.quantity]))).toEqual(
            new Map(local.lines.map((line) => [line.key, line.quantity])),
          );
        },
      ),
    );
  });

  it('ten rapid increments become one absolute change', () => {
    const [line] = fc.sample(cartLine(['1']), 1);
    const server = cartOf([{ ...line!, quantity: 1 }]);
    const local = cartOf([{ ...line!, quantity: 11 }]);
    expect(nextSyncStep(local, server)).toMatchObject({ kind: 'change', quantity: 11 });
  });
});

describe('rollBackStep', () => {
  it('a failed step leaves the local cart as the server has it for that line', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine(), { maxLength: 6 }),
        fc.array(cartLine(), { maxLength: 6 }),
        (localLines, serverLines) => {
          const local = cartOf(localLines);
          const server = cartOf(serverLines);
          const step = nextSyncStep(local, server);
          fc.pre(step !== null);
          const rolledBack = rollBackStep(local, server, step!);
          if (step!.switchesRestaurant) expect(rolledBack).toEqual(server);
          const expected = server.lines.find((line) => line.key === step!.line.key)?.quantity;
          expect(rolledBack.lines.find((line) => line.key === step!.line.key)?.quantity).toBe(expected);
        },
      ),
    );
  });
});

it('adoptServerDetails takes the server price and menuCount for matching lines', () => {
  const [line] = fc.sample(cartLine(['1']), 1);
  const local = cartOf([line!]);
  const server = cartOf([{ ...line!, unitPrice: line!.unitPrice + 500, menuCount: 3 }]);
  expect(adoptServerDetails(local, server).lines[0]).toMatchObject({
    unitPrice: line!.unitPrice + 500,
    menuCount: 3,
    quantity: line!.quantity,
  });
});
