import { afterEach, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '../../domain/cart/CartLine';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { PageLifecycleToken } from '../../infrastructure/ports/PageLifecycle';
import { ADAPTER_SETS, installMsw, msw } from '../../../test/helpers/adapterSets';
import { customizableDish, plainDish } from '../../../test/helpers/menuFixtures';
import { type InFlight, openPage, reloadPage, requestsSettled, slowDown } from '../../../test/helpers/reload';
import { failServerFor, healNetwork } from '../../../test/helpers/faults';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { AppStartup } from '../startup/AppStartup';
import { CartStore } from './CartStore';
import { savedJson } from '../../../test/helpers/portDoubles';
import { lineOf } from '../../../test/helpers/cartLines';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

/** What the customer sees of a cart: its restaurant and each line's quantity. */
const seen = (cart: Pick<Cart, 'restaurantId' | 'lines'>) => ({
  restaurantId: cart.restaurantId,
  lines: cart.lines.map((line) => [line.key, line.quantity]).sort(),
});

interface Dishes {
  plain: CartLine;
  custom: CartLine;
  other: CartLine;
}

/** The change made just before the reload, after the cart it starts from has synced. */
const ACTIONS: Record<
  string,
  { before: (store: CartStore, d: Dishes) => void; act: (store: CartStore, d: Dishes) => void }
> = {
  'an add': { before: () => undefined, act: (store, d) => store.add(d.custom) },
  '+': { before: (store, d) => store.add(d.plain), act: (store, d) => store.increment(d.plain.key) },
  '−': {
    before: (store, d) => (store.add(d.plain), store.add(d.plain), store.add(d.custom)),
    act: (store, d) => store.decrement(d.plain.key),
  },
  'a restaurant switch': { before: (store, d) => store.add(d.plain), act: (store, d) => store.add(d.other) },
};

/** Longer than the longest wait, so at every reload the change is still on its way (the app default is 250 ms). */
const LATENCY_MS = 200;

for (const set of ADAPTER_SETS) {
  // Requests in flight at the reload are lost on the way; on the live
  // API they may also arrive late (no duplicates then).
  const cases = [0, 50, 150]
    .map((wait) => ({ wait, requests: 'lost' as InFlight }))
    .concat(set === 'http' ? [{ wait: 0, requests: 'arrive' }] : []);
  for (const [action, { before, act }] of Object.entries(ACTIONS)) {
    for (const { wait, requests } of cases) {
      it(`[${set}] ${action}, then a reload ${wait} ms later (requests in flight ${requests === 'lost' ? 'lost' : 'arrive'}): the cart is what the customer last saw, here and on the server`, async () => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const page = await openPage(set);
        await signIn(page);
        const store = page.container.get(CartStore);
        await store.whenSynced();
        const dishes = {
          plain: await lineOf(page, 1, plainDish(1).menuId),
          custom: await lineOf(page, 1, customizableDish(1).menuId),
          other: await lineOf(page, 2, plainDish(2).menuId),
        };
        before(store, dishes);
        await store.whenSynced();
        slowDown(page, LATENCY_MS);
        act(store, dishes);
        const lastSeen = seen(store);
        await new Promise((resolve) => setTimeout(resolve, wait));

        const next = await reloadPage(page, requests);
        await next.container.get(AppStartup).run();
        const reloaded = next.container.get(CartStore);
        await reloaded.whenSynced();
        expect(seen(reloaded)).toEqual(lastSeen);
        slowDown(next, 0);
        // Wait until the requests the old page had sent have arrived.
        await new Promise((resolve) => setTimeout(resolve, LATENCY_MS + 50));
        expect(seen((await next.container.get<CartApi>(CartApiToken).cartInfo()).cart)).toEqual(lastSeen);
        expect(next.storage.getItem(StorageKeys.cartOutbox)).toBeNull();
      });
    }
  }

  it(`[${set}] unsent changes the server cannot take after a reload are rolled back and said; another customer's outbox is ignored`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openPage(set);
    await signIn(page);
    const store = page.container.get(CartStore);
    const plain = await lineOf(page, 1, plainDish(1).menuId);
    store.add(plain);
    await store.whenSynced();
    slowDown(page, LATENCY_MS);
    store.increment(plain.key);
    const next = await reloadPage(page);
    slowDown(next, 0);
    failServerFor(next, pathOf('cartInfo'));
    await next.container.get(AppStartup).run();
    const reloaded = next.container.get(CartStore);
    await reloaded.whenSynced();
    expect(seen(reloaded)).toEqual(seen({ restaurantId: '1', lines: [{ ...plain, quantity: 1 }] }));
    expect(next.container.get(NotificationCenter).pending).toContainEqual(
      expect.objectContaining({
        variant: 'error',
        notice: { kind: 'cartChangeFailed', itemName: '', failure: { kind: 'network' } },
      }),
    );
    expect(next.storage.getItem(StorageKeys.cartOutbox)).toBeNull();

    healNetwork(next);
    reloaded.increment(plain.key);
    slowDown(next, LATENCY_MS);
    reloaded.increment(plain.key);
    const outbox = savedJson<{ owner: string }>(next.storage, StorageKeys.cartOutbox);
    expect(outbox.owner).toBe('u-aarav');
    next.storage.setItem(StorageKeys.cartOutbox, JSON.stringify({ ...outbox, owner: 'u-someone-else' }));
    const third = await reloadPage(next);
    slowDown(third, 0);
    await third.container.get(AppStartup).run();
    await third.container.get(CartStore).whenSynced();
    expect(seen(third.container.get(CartStore))).toEqual(
      seen((await third.container.get<CartApi>(CartApiToken).cartInfo()).cart),
    );
  });

  it(`[${set}] as the page goes, a quantity change the server has not heard is sent at once (keepalive)`, async () => {
    const leave = new Set<() => void>();
    const page = await openPage(set);
    page.container.rebind(PageLifecycleToken).toConstantValue({
      onLeave: (listener: () => void) => (leave.add(listener), () => leave.delete(listener)),
      onReturn: () => () => {},
    });
    await signIn(page);
    const store = page.container.get(CartStore);
    const plain = await lineOf(page, 1, plainDish(1).menuId);
    store.add(plain);
    await store.whenSynced();
    const keepalive: boolean[] = [];
    msw.events.on(
      'request:start',
      ({ request }) => void (request.url.includes('change-cart') && keepalive.push(request.keepalive)),
    );
    slowDown(page, 5_000);
    store.increment(plain.key);
    store.increment(plain.key);
    leave.forEach((listener) => listener());
    slowDown(page, 0);
    const onServer = () =>
      page.server.db.cartLines
        .findMany((q) => q.where({ userId: 'u-aarav' }))
        .map((line) => [String(line.menuId), line.quantity]);
    await vi.waitFor(() => expect(onServer()).toEqual([[plain.menuId, 3]]));
    if (set === 'http') expect(keepalive).toContain(true);
    msw.events.removeAllListeners();
  });
}
