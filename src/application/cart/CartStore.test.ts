import { expect, it, vi } from 'vitest';
import { type CartLine, lineKeyOf } from '../../domain/cart/CartLine';
import type { CartSummary } from '../../domain/cart/CartSummary';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { failNetworkFor, failServerFor, healNetwork } from '../../../test/helpers/faults';
import { customizableDish, plainDish } from '../../../test/helpers/menuFixtures';
import { signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { AppStartup } from '../startup/AppStartup';
import { CartStore } from './CartStore';
import { savedJson } from '../../../test/helpers/portDoubles';
import { lineOf } from '../../../test/helpers/cartLines';
import { toastText } from '../../../test/helpers/toastText';

const serverCart = async (h: Harness) => (await h.container.get<CartApi>(CartApiToken).cartInfo()).cart;
const quantities = (lines: CartLine[]) => lines.map((line) => [line.menuId, line.quantity]);

/** The server as a live one may behave when an option runs out: its answers leave one option out of the line. */
function droppingOption(api: CartApi, optionId: string, optionName: string): CartApi {
  const drop = (summary: CartSummary): CartSummary => ({
    ...summary,
    cart: {
      ...summary.cart,
      lines: summary.cart.lines.map((line) => {
        const choices = line.choices
          .map((choice) => ({ ...choice, optionIds: choice.optionIds.filter((id) => id !== optionId) }))
          .filter((choice) => choice.optionIds.length > 0);
        const choicesText = line.choicesText
          .split(', ')
          .filter((name) => name !== optionName)
          .join(', ');
        return { ...line, choices, choicesText, key: lineKeyOf(line.menuId, choices) };
      }),
    },
  });
  return {
    addItem: (request) => api.addItem(request),
    addItemWithOptions: (request) => api.addItemWithOptions(request),
    changeQuantity: async (request) => drop(await api.changeQuantity(request)),
    cartInfo: async () => drop(await api.cartInfo()),
    itemsCount: () => api.itemsCount(),
  };
}

describeEachAdapterSet('CartStore', (harness) => {
  const ready = async () => {
    await signIn(harness());
    const store = harness().container.get(CartStore);
    await store.whenSynced();
    return store;
  };

  it('changes locally first, saves to local storage at once, then syncs with server prices', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, plainDish(1).menuId);
    store.add(line);
    expect(store.count).toBe(1);
    expect(savedJson(harness().storage, StorageKeys.cartItems)).toMatchObject([
      { id: line.key, menuId: line.menuId, quantity: 1, restaurantId: '1' },
    ]);
    expect(harness().storage.getItem(StorageKeys.currentRestaurantId)).toBe('1');
    await store.whenSynced();
    expect(quantities((await serverCart(harness())).lines)).toEqual([[line.menuId, 1]]);
    expect(store.total).toBe(line.unitPrice);
    expect(harness().storage.getItem(StorageKeys.backendCartCount)).toBe('1');
  });

  it('a cart the server dropped with the session (it forgot both) is offered again once the same customer signs in', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, plainDish(1).menuId);
    store.add(line);
    await store.whenSynced();
    await harness().server.resetDemoData();
    await expect(harness().container.get(SessionStore).refreshUser()).resolves.toBeUndefined();
    expect(harness().container.get(SessionStore).isSignedIn).toBe(false);
    expect(store.count).toBe(0);
    expect(harness().storage.getItem(StorageKeys.cartItems)).toBeNull();

    await signIn(harness());
    await store.whenSynced();
    const center = harness().container.get(NotificationCenter);
    await vi.waitFor(() => expect(center.pending.map(toastText)).toContain('keptCartOffer'));
    const offer = center.pending.find((toast) => toastText(toast) === 'keptCartOffer')!;
    expect(offer.action?.label).toEqual({ kind: 'keptCartRestore' });
    offer.action!.run();
    await store.whenSynced();
    expect(quantities(store.lines)).toEqual([[line.menuId, 1]]);
    expect(quantities((await serverCart(harness())).lines)).toEqual([[line.menuId, 1]]);
  });

  it('a cart dropped with an ended session is never offered to another customer, nor after one signed in', async () => {
    const store = await ready();
    store.add(await lineOf(harness(), 1, plainDish(1).menuId));
    await store.whenSynced();
    await harness().server.resetDemoData();
    await harness().container.get(SessionStore).refreshUser();
    await signIn(harness(), 'priya');
    await store.whenSynced();
    harness().container.get(SessionStore).logout();
    await signIn(harness());
    await store.whenSynced();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness().container.get(NotificationCenter).pending.map(toastText)).not.toContain('keptCartOffer');
  });

  it('ten rapid clicks end at the right quantity on the client and the server', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, plainDish(1).menuId);
    store.add(line);
    for (let click = 0; click < 9; click++) store.increment(line.key);
    expect(store.quantityOf(line.menuId)).toBe(10);
    await store.whenSynced();
    expect(store.quantityOf(line.menuId)).toBe(10);
    expect(quantities((await serverCart(harness())).lines)).toEqual([[line.menuId, 10]]);
    for (let click = 0; click < 10; click++) store.decrement(line.key);
    await store.whenSynced();
    expect(store.count).toBe(0);
    expect((await serverCart(harness())).lines).toEqual([]);
  });

  it('ten rapid ADD presses of a customized dish make one line of 10', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, customizableDish(1).menuId);
    for (let click = 0; click < 10; click++) store.add(line);
    await store.whenSynced();
    expect(quantities(store.lines)).toEqual([[line.menuId, 10]]);
    const [onServer] = (await serverCart(harness())).lines;
    expect(onServer).toMatchObject({ key: line.key, quantity: 10, menuCount: 1, unitPrice: line.unitPrice });
    store.decrement(line.key);
    await store.whenSynced();
    expect((await serverCart(harness())).lines[0]!.quantity).toBe(9);
  });

  it('adds a dish whose add-ons are all optional with none chosen (Pav Bhaji without extras; Reorder of such a line)', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 54, 5403);
    expect(line.choices).toEqual([]);
    expect(line.addOnItemsCount).toBeGreaterThan(0);
    store.add(line);
    await store.whenSynced();
    expect(harness().container.get(NotificationCenter).pending).toEqual([]);
    expect(quantities(store.lines)).toEqual([['5403', 1]]);
    expect(quantities((await serverCart(harness())).lines)).toEqual([['5403', 1]]);
  });

  it('rolls a change the server fails back and says so', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, plainDish(1).menuId);
    store.add(line);
    await store.whenSynced();
    failServerFor(harness(), pathOf('changeCart'));
    store.increment(line.key);
    store.increment(line.key);
    expect(store.quantityOf(line.menuId)).toBe(3);
    await store.whenSynced();
    expect(store.quantityOf(line.menuId)).toBe(1);
    expect(savedJson(harness().storage, StorageKeys.cartItems)).toMatchObject([{ quantity: 1 }]);
    const messages = harness().container.get(NotificationCenter).pending;
    expect(messages).toContainEqual(
      expect.objectContaining({
        variant: 'error',
        notice: { kind: 'said', text: `Could not update ${line.itemName}, so the change was undone. Network Error.` },
      }),
    );
    healNetwork(harness());
    expect(quantities((await serverCart(harness())).lines)).toEqual([[line.menuId, 1]]);
  });

  it('a first dish into an empty cart that the server fails is undone without speaking of an "earlier cart"', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, plainDish(1).menuId);
    failServerFor(harness(), pathOf('addToCart'));
    store.add(line);
    await store.whenSynced();
    expect(store.lines).toEqual([]);
    const messages = harness().container.get(NotificationCenter).pending;
    expect(toastText(messages.at(-1)!)).toBe(
      `Could not update ${line.itemName}, so the change was undone. Network Error.`,
    );
  });

  it('takes a quantity the server caps, names it, and the sync ends (it used to resend the same step forever)', async () => {
    const store = await ready();
    const line = await lineOf(harness(), 1, plainDish(1).menuId);
    store.add(line);
    store.setQuantity(line.key, 25);
    await store.whenSynced();
    expect(store.quantityOf(line.menuId)).toBe(20);
    expect(quantities((await serverCart(harness())).lines)).toEqual([[line.menuId, 20]]);
    const messages = harness().container.get(NotificationCenter).pending;
    expect(messages).toContainEqual(
      expect.objectContaining({
        variant: 'warning',
        notice: { kind: 'said', text: `Only 20 of ${line.itemName} can be ordered` },
      }),
    );
    const customized = await lineOf(harness(), 1, customizableDish(1).menuId, 25);
    store.add(customized);
    await store.whenSynced();
    expect(store.linesOf(customized.menuId)).toMatchObject([{ key: customized.key, quantity: 20 }]);
  });

  it('takes the line a server answers without an option, names the option, and the sync ends', async () => {
    const real = harness().container.get<CartApi>(CartApiToken);
    const probe = await lineOf(harness(), 1, customizableDish(1).menuId);
    const optionId = probe.choices[0]!.optionIds[0]!;
    const optionName = probe.choicesText.split(', ')[0]!;
    harness()
      .container.rebind(CartApiToken)
      .toConstantValue(droppingOption(real, optionId, optionName));
    const store = await ready();
    store.add(probe);
    await store.whenSynced();
    expect(store.lines).toHaveLength(1);
    expect(store.lines[0]!.choicesText).not.toContain(optionName);
    expect(store.count).toBe(1);
    expect(harness().container.get(NotificationCenter).pending).toContainEqual(
      expect.objectContaining({
        variant: 'warning',
        notice: { kind: 'said', text: `${optionName} is no longer available` },
      }),
    );
  });

  it("replaces the cart with another restaurant's item after 'Change Restaurant?', and keeps it when that fails", async () => {
    const store = await ready();
    const first = await lineOf(harness(), 1, plainDish(1).menuId);
    const other = await lineOf(harness(), 2, plainDish(2).menuId);
    expect(store.needsRestaurantChange('2')).toBe(false);
    store.add(first);
    store.increment(first.key);
    await store.whenSynced();
    expect(store.needsRestaurantChange('1')).toBe(false);
    expect(store.needsRestaurantChange('2')).toBe(true);

    failServerFor(harness(), pathOf('addToCart'));
    store.add(other);
    expect(quantities(store.lines)).toEqual([[other.menuId, 1]]);
    await store.whenSynced();
    expect(store.restaurantId).toBe('1');
    expect(quantities(store.lines)).toEqual([[first.menuId, 2]]);
    expect(toastText(harness().container.get(NotificationCenter).pending.at(-1)!)).toMatch(
      /so your earlier cart was kept/,
    );

    healNetwork(harness());
    store.add(other);
    await store.whenSynced();
    expect(store.restaurantId).toBe('2');
    expect(await serverCart(harness())).toMatchObject({
      restaurantId: '2',
      lines: [{ menuId: other.menuId, quantity: 1 }],
    });
  });

  it("replaces the cart from the server's at start-up and marks it ready even when that fails", async () => {
    await signIn(harness());
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItem({ restaurantId: '1', menuId: String(plainDish(1).menuId), quantity: 3 });
    harness().storage.setItem(
      StorageKeys.cartItems,
      '[{"id":"999","menuId":"999","quantity":1,"restaurantId":"5","price":10}]',
    );
    harness().storage.setItem(StorageKeys.currentRestaurantId, '5');
    const store = harness().container.get(CartStore);
    await store.syncFromServer();
    expect(store.ready).toBe(true);
    expect(store.restaurantId).toBe('1');
    expect(store.lines).toMatchObject([
      { menuId: String(plainDish(1).menuId), quantity: 3, itemName: plainDish(1).itemName },
    ]);
    expect(harness().storage.getItem(StorageKeys.currentRestaurantId)).toBe('1');
  });

  it('empties the local cart when the server holds none, and keeps it (ready) when the server cannot be read', async () => {
    await signIn(harness());
    const saved = JSON.stringify([{ id: '101', menuId: '101', quantity: 2, restaurantId: '1', price: 100 }]);
    harness().storage.setItem(StorageKeys.cartItems, saved);
    harness().storage.setItem(StorageKeys.currentRestaurantId, '1');
    failNetworkFor(harness(), pathOf('cartItemsCount'));
    const store = harness().container.get(CartStore);
    await store.syncFromServer();
    expect(store.ready).toBe(true);
    expect(store.count).toBe(2);
    expect(harness().container.get(NotificationCenter).pending).toContainEqual(
      expect.objectContaining({
        variant: 'error',
        notice: { kind: 'said', text: 'Could not load your cart, so it may not be up to date. Network Error.' },
      }),
    );

    store.reset();
    healNetwork(harness());
    harness().storage.setItem(StorageKeys.cartItems, saved);
    harness().storage.setItem(StorageKeys.currentRestaurantId, '1');
    harness().container.get(SessionStore).logout();
    await signIn(harness());
    await store.whenSynced();
    expect(store.count).toBe(0);
    expect(harness().storage.getItem(StorageKeys.cartItems)).toBeNull();
  });

  it('follows sign-in and sign-out: loads the server cart after login, clears everything on logout', async () => {
    await signIn(harness());
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItem({ restaurantId: '2', menuId: String(plainDish(2).menuId), quantity: 2 });
    harness().container.get(SessionStore).logout();
    const store = harness().container.get(CartStore);
    expect(store.count).toBe(0);
    await signIn(harness());
    await store.whenSynced();
    expect(store.count).toBe(2);
    harness().container.get(SessionStore).logout();
    expect(store.count).toBe(0);
    for (const key of [StorageKeys.cartItems, StorageKeys.currentRestaurantId, StorageKeys.backendCartCount])
      expect(harness().storage.getItem(key)).toBeNull();
  });

  it('is replaced from the server when the app starts (AppStartup)', async () => {
    await signIn(harness());
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItem({ restaurantId: '2', menuId: String(plainDish(2).menuId), quantity: 4 });
    await harness().container.get(AppStartup).run();
    expect(harness().container.get(CartStore)).toMatchObject({ ready: true, count: 4, restaurantId: '2' });
  });

  it('ignores changes from a visitor', async () => {
    const store = harness().container.get(CartStore);
    store.add(await lineOf(harness(), 1, plainDish(1).menuId));
    expect(store.count).toBe(0);
  });
});
