import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../test/helpers/menuArbitraries';
import { type Cart, type CartLine, EMPTY_CART, lineKeyOf } from './CartLine';
import { addToCart, findLine, setLineQuantity } from './cartRules';
import { settleStep } from './settleStep';
import { adoptServerDetails, nextSyncStep, type SyncStep } from './syncPlan';

const cartOf = (lines: CartLine[]): Cart => lines.reduce(addToCart, EMPTY_CART);

/** Ways a live server may answer success and still not do what was asked. */
type Quirk = 'none' | 'caps' | 'drops-option' | 'relists-options' | 'keeps-restaurant' | 'refuses-dish';

/** The line the server stores for an asked line, after its quirk. */
function storedLine(line: CartLine, quirk: Quirk): CartLine | null {
  if (quirk === 'refuses-dish' && line.menuId === '103') return null;
  if (quirk === 'drops-option' && line.choices.some((choice) => choice.optionIds.includes('8'))) {
    const choices = line.choices
      .map((choice) => ({ ...choice, optionIds: choice.optionIds.filter((id) => id !== '8') }))
      .filter((c) => c.optionIds.length > 0);
    return {
      ...line,
      key: lineKeyOf(line.menuId, choices),
      choices,
      choicesText: line.choicesText
        .split(', ')
        .filter((name) => name !== '8')
        .join(', '),
    };
  }
  if (quirk === 'relists-options' && line.choices.length > 0) {
    const choices = line.choices.map((choice) => ({ ...choice, optionIds: choice.optionIds.map((id) => `0${id}`) }));
    return { ...line, key: lineKeyOf(line.menuId, choices), choices };
  }
  return line;
}

/** A server with a quirk: it answers every step with success and the cart it now holds. */
function serve(server: Cart, step: SyncStep, quirk: Quirk, cap: number): Cart {
  if (quirk === 'keeps-restaurant' && server.lines.length > 0 && step.line.restaurantId !== server.restaurantId)
    return server;
  const stored = storedLine(step.line, quirk);
  if (!stored) return server.restaurantId === step.line.restaurantId ? server : EMPTY_CART;
  const existing = findLine(server, stored.key);
  const wanted =
    step.kind === 'add' && existing && stored.key !== step.line.key ? existing.quantity + step.quantity : step.quantity;
  return setLineQuantity(server, stored, quirk === 'caps' ? Math.min(wanted, cap) : wanted);
}

describe('settleStep', () => {
  it('a sync against any quirky server settles: few requests, and the local cart ends equal to the server cart', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine(), { maxLength: 6 }),
        fc.array(cartLine(), { maxLength: 6 }),
        fc.constantFrom<Quirk>('none', 'caps', 'drops-option', 'relists-options', 'keeps-restaurant', 'refuses-dish'),
        fc.integer({ min: 1, max: 5 }),
        (localLines, serverLines, quirk, cap) => {
          let local = cartOf(localLines);
          let server = cartOf(serverLines);
          const bound = 2 * (local.lines.length + server.lines.length) + 2;
          let requests = 0;
          for (let step = nextSyncStep(local, server); step; step = nextSyncStep(local, server)) {
            expect(++requests).toBeLessThanOrEqual(bound);
            server = serve(server, step, quirk, cap);
            local = settleStep(local, server, step)?.cart ?? adoptServerDetails(local, server);
          }
          expect(new Map(local.lines.map((line) => [line.key, line.quantity]))).toEqual(
            new Map(server.lines.map((line) => [line.key, line.quantity])),
          );
        },
      ),
    );
  });

  const [base] = fc.sample(cartLine(['1']), 1);
  const line: CartLine = {
    ...base!,
    menuId: '101',
    itemName: 'Badam Milk',
    choices: [{ groupId: 'g', optionIds: ['7', '8'] }],
    key: lineKeyOf('101', [{ groupId: 'g', optionIds: ['7', '8'] }]),
    choicesText: 'Large, Cheese',
    quantity: 12,
  };
  const add: SyncStep = { kind: 'add', line, quantity: 12, switchesRestaurant: false };

  it('names a capped quantity', () => {
    const server = cartOf([{ ...line, quantity: 10 }]);
    expect(settleStep(cartOf([line]), server, add)).toEqual({
      cart: server,
      decision: { kind: 'capped', itemName: 'Badam Milk', quantity: 10 },
    });
  });

  it('names a dropped option and takes the line the server keeps', () => {
    const kept = {
      ...line,
      choices: [{ groupId: 'g', optionIds: ['7'] }],
      key: lineKeyOf('101', [{ groupId: 'g', optionIds: ['7'] }]),
      choicesText: 'Large',
    };
    const settled = settleStep(cartOf([line]), cartOf([kept]), add);
    expect(settled?.decision).toEqual({ kind: 'options-dropped', optionNames: ['Cheese'] });
    expect(settled?.cart.lines.map((l) => l.key)).toEqual([kept.key]);
  });

  it('says nothing when the server only lists the same options differently', () => {
    const relisted = {
      ...line,
      choices: [{ groupId: 'g', optionIds: ['07', '08'] }],
      key: lineKeyOf('101', [{ groupId: 'g', optionIds: ['07', '08'] }]),
    };
    expect(settleStep(cartOf([line]), cartOf([relisted]), add)?.decision).toBeNull();
  });

  it('a restaurant switch the server kept back is settled even when the other restaurant has a line of the same key (found by fast-check)', () => {
    const mine = { ...line, restaurantId: '1' };
    const theirs = cartOf([{ ...line, restaurantId: '2' }]);
    const switching: SyncStep = { kind: 'add', line: mine, quantity: line.quantity, switchesRestaurant: true };
    expect(settleStep(cartOf([mine]), theirs, switching)).toEqual({
      cart: theirs,
      decision: { kind: 'unavailable', itemName: 'Badam Milk' },
    });
  });

  it('names a dish the server did not take, and is quiet when the step landed', () => {
    expect(settleStep(cartOf([line]), EMPTY_CART, add)).toEqual({
      cart: EMPTY_CART,
      decision: { kind: 'unavailable', itemName: 'Badam Milk' },
    });
    expect(settleStep(cartOf([line]), cartOf([line]), add)).toBeNull();
    expect(
      settleStep(EMPTY_CART, EMPTY_CART, { kind: 'change', line, quantity: 0, switchesRestaurant: false }),
    ).toBeNull();
  });
});
