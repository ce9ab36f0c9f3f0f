import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { ADAPTER_SETS, installMsw } from '../../../test/helpers/adapterSets';
import { lineOf } from '../../../test/helpers/cartLines';
import { plainDish } from '../../../test/helpers/menuFixtures';
import { openPage, reloadPage, requestsSettled } from '../../../test/helpers/reload';
import { signIn } from '../../../test/helpers/signIn';
import { CartStore } from '../cart/CartStore';
import { CheckoutStore } from './CheckoutStore';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.restoreAllMocks();
});

/** The bill a Payment page shows once it has settled. */
async function settledBill(store: CheckoutStore) {
  await vi.waitFor(() => expect(store.summary.updating).toBe(false));
  return store.summary.bill;
}

/** A signed-in customer whose synced cart holds `quantity` of restaurant 1's first plain dish. */
async function pageWithDish(set: (typeof ADAPTER_SETS)[number], quantity: number) {
  const page = await openPage(set);
  await signIn(page);
  const cart = page.container.get(CartStore);
  await cart.whenSynced();
  cart.add(await lineOf(page, 1, plainDish(1).menuId, quantity));
  await cart.whenSynced();
  return { page, cart };
}

/**
 * FEATURES F-architecture: the cart store keeps the server's cart summary; the Payment page shows it without reading it
 * again.
 */
describe.each(ADAPTER_SETS)('CheckoutSummary (%s)', (set) => {
  it('opening checkout after adding dishes, and changing a quantity there, reads no cart summary of its own', async () => {
    const { page, cart } = await pageWithDish(set, 2);
    const reads = vi.spyOn(page.server.cart, 'cartInfo');

    const store = page.container.get(CheckoutStore);
    const stop = store.start();
    expect(reads).not.toHaveBeenCalled();
    expect((await settledBill(store))!.subTotal).toBe(cart.total);

    cart.increment(cart.lines[0]!.key);
    expect(store.summary.updating).toBe(true);
    expect(store.canPlace).toBe(false);
    expect((await settledBill(store))!.subTotal).toBe(cart.total);
    expect(store.canPlace).toBe(true);
    expect(reads).not.toHaveBeenCalled();
    expect(store.summary.bill).toEqual(await page.container.get<CartApi>(CartApiToken).cartInfo());
    stop();
  });

  it('checkout opened by a reload reads the server cart summary once (the cart store reads it, checkout reuses it)', async () => {
    const { page } = await pageWithDish(set, 3);

    const next = await reloadPage(page);
    const reads = vi.spyOn(next.server.cart, 'cartInfo');
    const store = next.container.get(CheckoutStore);
    const stop = store.start();
    const bill = await settledBill(store);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(bill).toEqual(next.container.get(CartStore).lastSummary);
    expect(next.container.get(CartStore).count).toBe(3);
    stop();
  });

  it("'Try again' reads the summary from the server even when the kept one looks current", async () => {
    const { page } = await pageWithDish(set, 1);
    const store = page.container.get(CheckoutStore);
    const stop = store.start();
    await settledBill(store);
    const reads = vi.spyOn(page.server.cart, 'cartInfo');
    await store.summary.refresh();
    expect(reads).toHaveBeenCalledTimes(1);
    stop();
  });

  it("after start's disposer ran, a cart change no longer updates the bill", async () => {
    const { page, cart } = await pageWithDish(set, 1);
    const store = page.container.get(CheckoutStore);
    const stop = store.start();
    await settledBill(store);
    stop();
    cart.increment(cart.lines[0]!.key);
    expect(store.summary.updating).toBe(false);
    await cart.whenSynced();
    expect(store.summary.updating).toBe(false);
  });
});
