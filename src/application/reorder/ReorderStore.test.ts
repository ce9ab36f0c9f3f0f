import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/order/Order';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { pathOf } from '../../../test/helpers/apiOperations';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { describeEachAdapterSet, describeOnFakeSet, type Harness } from '../../../test/helpers/adapterSets';
import { failNetworkFor } from '../../../test/helpers/faults';
import { allOrders, checkoutApi, fillCart, latestOrders, orderRequest } from '../../../test/helpers/orders';
import { JAIPUR_SEAT } from '../../../test/helpers/trainSeats';
import { TrainTripStore } from '../train/TrainTripStore';
import { signIn } from '../../../test/helpers/signIn';
import { CartStore } from '../cart/CartStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { ReorderStore } from './ReorderStore';

const toasts = (h: Harness) =>
  h.container.get(NotificationCenter).pending.map((toast) => [toast.variant, toast.notice]);

/** The seeded delivered order of Rajdhani Express Kitchen (restaurant 2) whose Mix Veg Sabzi is unavailable today. */
async function rajdhaniOrder(h: Harness): Promise<Order> {
  const order = (await allOrders(h)).find((candidate) =>
    candidate.items.some((item) => item.itemName === 'Mix Veg Sabzi'),
  );
  if (!order || orderStatusLabel(order.orderStatus) !== 'Delivered')
    throw new Error('The demo data lost its delivered order with an unavailable line');
  return order;
}

async function setPrice(h: Harness, menuId: number, rupees: number) {
  await h.server.db.menuItems.change(menuId, (record) => void (record.finalPrice = rupees));
}

describeOnFakeSet('ReorderStore', (harness) => {
  it('sends a visitor to sign in and leaves the cart alone', async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    harness().storage.removeItem('user_cred');
    expect(await harness().container.get(ReorderStore).reorder(order)).toBe('sign-in');
    expect(harness().container.get(CartStore).lines).toEqual([]);
  });

  it("puts the order's lines with their add-ons and quantities into the cart at today's prices, naming the line left out; the server cart follows", async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    await setPrice(harness(), 205, 151); // Jeera Rice costs more today
    const store = harness().container.get(ReorderStore);
    expect(await store.reorder(order)).toBe('payment');
    const cart = harness().container.get(CartStore);
    expect(cart.restaurantId).toBe(order.restaurantId);
    expect(cart.lines.map((line) => [line.itemName, line.quantity, line.choicesText])).toEqual([
      ['Jeera Rice', 1, ''],
      ['Dal Makhani', 1, 'Tandoori roti'],
      ['Sweet Lassi', 2, 'Regular'],
    ]);
    expect(cart.lines[0]!.unitPrice).toBe(15_100);
    expect(toasts(harness())).toContainEqual(['warning', { kind: 'reorderLeftOut', names: ['Mix Veg Sabzi'] }]);

    await cart.whenSynced();
    const server = await harness().container.get<CartApi>(CartApiToken).cartInfo();
    expect(server.cart.lines.map((line) => [line.itemName, line.quantity, line.unitPrice])).toEqual(
      cart.lines.map((line) => [line.itemName, line.quantity, line.unitPrice]),
    );
  });

  it("adds to a cart of the same restaurant's dishes, and says so (it doubled a dish silently)", async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    await fillCart(harness(), Number(order.restaurantId), 1);
    const cart = harness().container.get(CartStore);
    await cart.syncFromServer();
    expect(cart.count).toBe(1);
    expect(await harness().container.get(ReorderStore).reorder(order)).toBe('payment');
    expect(cart.count).toBe(1 + 4);
    expect(toasts(harness())).toContainEqual(['info', { kind: 'reorderAddedToCart', alreadyInCart: 1 }]);
    await cart.whenSynced();
  });

  it('leaves out a line whose add-on no longer exists', async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    await harness().server.db.menuItems.change(
      207,
      (record) =>
        void (record.addOnGroups = record.addOnGroups.map((group) => ({
          ...group,
          items: group.items.filter((option) => option.itemName !== 'Regular'),
        }))),
    );
    expect(await harness().container.get(ReorderStore).reorder(order)).toBe('payment');
    expect(
      harness()
        .container.get(CartStore)
        .lines.map((line) => line.itemName),
    ).toEqual(['Jeera Rice', 'Dal Makhani']);
    expect(toasts(harness())).toContainEqual([
      'warning',
      { kind: 'reorderLeftOut', names: ['Sweet Lassi (Regular)', 'Mix Veg Sabzi'] },
    ]);
    await harness().container.get(CartStore).whenSynced();
  });

  it('leaves the cart untouched and says so when nothing is available', async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    const existing = await fillCart(harness(), 1, 1);
    const cart = harness().container.get(CartStore);
    await cart.syncFromServer();
    for (const item of order.items) {
      await harness().server.db.menuItems.change(Number(item.menuId), (draft) => void (draft.isAvailable = false));
    }
    expect(await harness().container.get(ReorderStore).reorder(order)).toBe('stayed');
    expect(cart.lines.map((line) => line.menuId)).toEqual([String(existing.menuId)]);
    expect(toasts(harness())).toContainEqual(['error', { kind: 'reorderNothingAvailable' }]);
  });

  it("asks 'Change Restaurant?' over another restaurant's cart: cancel keeps it, confirm replaces it", async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    await fillCart(harness(), 1, 1);
    const cart = harness().container.get(CartStore);
    await cart.syncFromServer();
    const store = harness().container.get(ReorderStore);
    expect(await store.reorder(order)).toBe('asking');
    expect(store.pending?.lines).toHaveLength(3);
    store.cancelRestaurantChange();
    expect(cart.restaurantId).toBe('1');

    expect(await store.reorder(order)).toBe('asking');
    expect(store.confirmRestaurantChange()).toBe('payment');
    expect(cart.restaurantId).toBe(order.restaurantId);
    expect(cart.lines).toHaveLength(3);
    // The cart was just emptied by the customer's Confirm: nothing was added to.
    expect(toasts(harness()).map(([, notice]) => notice)).not.toContainEqual(
      expect.objectContaining({ kind: 'reorderAddedToCart' }),
    );
    await cart.whenSynced();
    const server = await harness().container.get<CartApi>(CartApiToken).cartInfo();
    expect(server.cart.restaurantId).toBe(order.restaurantId);
    expect(server.cart.lines).toHaveLength(3);
  });

  describe('a seat order', () => {
    afterEach(() => vi.useRealTimers());

    /** A cash seat order at Jaipur (12955, PNR 2401234567) from Order History; the device clock is the server's. */
    async function jaipurSeatOrder(h: Harness): Promise<Order> {
      await signIn(h);
      await fillCart(h, 37, 1);
      await checkoutApi(h).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(h.clock.now());
      h.container.get(TrainTripStore).clock.tick();
      const [order] = await latestOrders(h);
      expect(order!.train).toMatchObject({ trainNumber: '12955', stationCode: 'JP' });
      return order!;
    }

    it('goes back to its stop while the journey followed still takes its order there: a seat cart, never a road one', async () => {
      const order = await jaipurSeatOrder(harness());
      const trip = harness().container.get(TrainTripStore);
      expect(await trip.findByPnr(JAIPUR_SEAT.pnr)).toBe(true);
      trip.chooseStop('SWM');
      expect(await harness().container.get(ReorderStore).reorder(order)).toBe('payment');
      const cart = harness().container.get(CartStore);
      expect(cart.restaurantId).toBe('37');
      expect(trip.seatFor('37')).toMatchObject({ trainNumber: '12955', stationCode: 'JP', coach: 'B2', berth: '34' });
      await cart.whenSynced();
    });

    it('without a journey followed, says why and sends the passenger to find it; the cart is untouched', async () => {
      const order = await jaipurSeatOrder(harness());
      expect(await harness().container.get(ReorderStore).reorder(order)).toBe('find-journey');
      expect(toasts(harness())).toContainEqual(['info', { kind: 'seatReorderFindJourney', place: order.train }]);
      expect(harness().container.get(CartStore).count).toBe(0);
    });

    it('once the train has reached its stop, says why it cannot be repeated on this journey', async () => {
      const order = await jaipurSeatOrder(harness());
      const trip = harness().container.get(TrainTripStore);
      expect(await trip.findByPnr(JAIPUR_SEAT.pnr)).toBe(true);
      vi.setSystemTime(Date.now() + 60 * 60_000);
      trip.clock.tick();
      expect(await harness().container.get(ReorderStore).reorder(order)).toBe('find-journey');
      expect(toasts(harness())).toContainEqual([
        'info',
        { kind: 'seatReorderNoStationAhead', place: order.train, reason: 'Train has arrived' },
      ]);
      expect(harness().container.get(CartStore).count).toBe(0);
    });
  });
});

/** A network fault depends on the transport: both adapter sets. */
describeEachAdapterSet('ReorderStore, when the menu cannot be read', (harness) => {
  it("says why and changes nothing when today's menu cannot be read", async () => {
    await signIn(harness());
    const order = await rajdhaniOrder(harness());
    failNetworkFor(harness(), pathOf('restaurantItems'));
    const store = harness().container.get(ReorderStore);
    expect(await store.reorder(order)).toBe('stayed');
    expect(store.busyOrderId).toBeNull();
    expect(harness().container.get(CartStore).lines).toEqual([]);
    expect(toasts(harness())).toContainEqual(['error', { kind: 'reorderFailed', failure: { kind: 'network' } }]);
  });
});
