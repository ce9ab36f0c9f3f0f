import { expect, it, vi } from 'vitest';
import { unitPriceWithAddOns } from '../../domain/menu/addOnPricing';
import type { MenuItem } from '../../domain/menu/MenuItem';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { describeOnFakeSet, type Harness } from '../../../test/helpers/adapterSets';
import { customizableDish, plainDish } from '../../../test/helpers/menuFixtures';
import { signIn } from '../../../test/helpers/signIn';
import { CartStore } from '../cart/CartStore';
import { TrainTripStore } from '../train/TrainTripStore';
import { MenuOrderingStore } from './MenuOrderingStore';

async function dish(h: Harness, restaurantId: number, menuId: number): Promise<MenuItem> {
  const page = await h.container.get<MenuApi>(MenuApiToken).items(String(restaurantId), { page: 1, limit: 50 });
  return page.items.find((item) => item.menuId === String(menuId))!;
}

describeOnFakeSet('MenuOrderingStore', (harness) => {
  const ordering = async (restaurantId: string, signedIn = true) => {
    if (signedIn) await signIn(harness());
    const cart = harness().container.get(CartStore);
    await cart.whenSynced();
    const store = harness().container.get(MenuOrderingStore);
    store.orderFrom(restaurantId);
    return { store, cart };
  };

  it('sends a visitor to sign in', async () => {
    const { store, cart } = await ordering('1', false);
    expect(store.add(await dish(harness(), 1, plainDish(1).menuId))).toBe('sign-in');
    expect(cart.count).toBe(0);
  });

  it('adds the dish a visitor pressed ADD on when they come back to its menu signed in, once (it was dropped)', async () => {
    const { store: visitor } = await ordering('1', false);
    const item = await dish(harness(), 1, plainDish(1).menuId);
    expect(visitor.add(item)).toBe('sign-in');
    const other = harness().container.get(MenuOrderingStore).start('2');
    await signIn(harness());
    const cart = harness().container.get(CartStore);
    const stop = harness().container.get(MenuOrderingStore).start('1');
    await vi.waitFor(() => expect(cart.quantityOf(item.menuId)).toBe(1));
    stop();
    other();
    harness().container.get(MenuOrderingStore).start('1')();
    await cart.whenSynced();
    expect(cart.count).toBe(1);
  });

  it('adds a plain dish at once, and + and − change its quantity', async () => {
    const { store, cart } = await ordering('1');
    const item = await dish(harness(), 1, plainDish(1).menuId);
    expect(store.add(item)).toBe('handled');
    store.increase(item);
    expect(cart.quantityOf(item.menuId)).toBe(2);
    store.decrease(item);
    store.decrease(item);
    expect(cart.count).toBe(0);
    await cart.whenSynced();
  });

  it("asks 'Change Restaurant?' only when the cart holds another restaurant's items; confirming replaces the cart", async () => {
    const { store, cart } = await ordering('1');
    store.add(await dish(harness(), 1, plainDish(1).menuId));
    expect(store.pendingChange).toBeNull();
    store.orderFrom('2');
    const other = await dish(harness(), 2, plainDish(2).menuId);
    store.add(other);
    expect(store.pendingChange).toEqual(other);
    store.cancelRestaurantChange();
    expect(cart.restaurantId).toBe('1');
    store.add(other);
    store.confirmRestaurantChange();
    expect(cart.lines.map((line) => [line.restaurantId, line.menuId, line.quantity])).toEqual([['2', other.menuId, 1]]);
    await cart.whenSynced();
  });

  it("after 'Change Restaurant?' a customizable dish goes through the chooser, whose add replaces the cart", async () => {
    const { store, cart } = await ordering('2');
    store.add(await dish(harness(), 2, plainDish(2).menuId));
    store.orderFrom('1');
    const item = await dish(harness(), 1, customizableDish(1).menuId);
    store.add(item);
    store.confirmRestaurantChange();
    expect(cart.restaurantId).toBe('2');
    await vi.waitFor(() => expect(store.chooser.loaded).toBe(true));
    store.confirmChooser();
    expect(cart.lines.map((line) => [line.restaurantId, line.menuId, line.quantity])).toEqual([['1', item.menuId, 1]]);
    await cart.whenSynced();
  });

  it("a cart keeps the stop of its first dish; another stop's kitchen asks 'Start a new cart for …?' first", async () => {
    const { store, cart } = await ordering('37');
    const trip = harness().container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    trip.chooseStop('JP');
    const plain = async (restaurantId: string) => {
      const page = await harness().container.get<MenuApi>(MenuApiToken).items(restaurantId, { page: 1, limit: 50 });
      return page.items.find((item) => item.isAvailable && item.addOnItemsCount === 0)!;
    };
    store.add(await plain('37'));
    expect(trip.seatFor('37')).toMatchObject({ stationCode: 'JP' });

    // Looking at Sawai Madhopur changes nothing; adding there asks first, and keeping the cart keeps it all.
    trip.chooseStop('SWM');
    expect(trip.seatFor('37')).toMatchObject({ stationCode: 'JP' });
    const kitchen = trip.chosenStop!.stop.restaurants[0]!.restaurantId;
    store.orderFrom(kitchen);
    const dishThere = await plain(kitchen);
    store.add(dishThere);
    expect(store.pendingNewCart).toMatchObject({
      adding: { kind: 'seat', stationName: 'Sawai Madhopur' },
      current: { kind: 'seat', stationName: 'Jaipur' },
    });
    store.cancelNewCart();
    expect(cart.restaurantId).toBe('37');
    expect(trip.seatFor('37')).toMatchObject({ stationCode: 'JP' });

    store.add(dishThere);
    store.confirmNewCart();
    expect(cart.lines.map((line) => [line.restaurantId, line.menuId])).toEqual([[kitchen, dishThere.menuId]]);
    expect(trip.seatFor(kitchen)).toMatchObject({ stationCode: 'SWM' });
    // Back at Jaipur: its kitchen's dish would go to Jaipur, so it asks again.
    trip.chooseStop('JP');
    store.orderFrom('37');
    store.add(await plain('37'));
    expect(store.pendingNewCart).toMatchObject({
      adding: { kind: 'seat', stationName: 'Jaipur' },
      current: { kind: 'seat', stationName: 'Sawai Madhopur' },
    });
    await cart.whenSynced();
  });

  it('opens the chooser for a customizable dish, then lists its customizations on the next add', async () => {
    const { store, cart } = await ordering('1');
    const item = await dish(harness(), 1, customizableDish(1).menuId);
    store.add(item);
    await vi.waitFor(() => expect(store.chooser.loaded).toBe(true));
    const radio = store.chooser.groups.find((group) => group.type === 'radio')!;
    const other = radio.options.find((option) => !store.chooser.isChosen(radio.id, option.id))!;
    store.chooser.toggle(radio.id, other.id);
    store.chooser.increase();
    const expected = unitPriceWithAddOns(item.finalPrice, store.chooser.groups, store.chooser.choices);
    expect(store.chooser.totalPrice).toBe(2 * expected);
    store.confirmChooser();
    expect(store.chooser.isOpen).toBe(false);
    expect(cart.lines).toMatchObject([{ menuId: item.menuId, quantity: 2, unitPrice: expected }]);

    store.add(item);
    expect(store.customizing).toEqual(item);
    expect(store.customizationLines).toHaveLength(1);
    store.addNewCustomization();
    expect(store.customizing).toBeNull();
    await vi.waitFor(() => expect(store.chooser.loaded).toBe(true));
    store.confirmChooser();
    expect(cart.linesOf(item.menuId)).toHaveLength(2);
    store.decrease(item);
    expect(store.customizing).toEqual(item);
    await cart.whenSynced();
  });
});

describeOnFakeSet('AddOnChooserStore', (harness) => {
  it('preselects defaults, keeps the quantity at least 1 and prices live (absolute replaces, relative adds)', async () => {
    const ordering = harness().container.get(MenuOrderingStore);
    const chooser = ordering.chooser;
    const item = await dish(harness(), 1, customizableDish(1).menuId);
    await chooser.open(item, '1');
    const fixture = customizableDish(1);
    expect(chooser.choices.map((choice) => choice.optionIds)).toEqual(
      fixture.addOnGroups.map((group) =>
        group.items
          .filter(
            (option) =>
              option.isDefault ||
              (group.type === 'radio' && !group.items.some((o) => o.isDefault) && option === group.items[0]),
          )
          .map((option) => String(option.id)),
      ),
    );
    chooser.decrease();
    expect(chooser.quantity).toBe(1);
    const absolute = chooser.groups.find((group) => group.priceType === 'absolute' && group.type === 'radio')!;
    const large = absolute.options.at(-1)!;
    chooser.toggle(absolute.id, large.id);
    const relative = chooser.groups.find((group) => group.priceType === 'relative' && group.type === 'checkbox')!;
    const relativeChosen = relative.options
      .filter((option) => chooser.isChosen(relative.id, option.id))
      .reduce((sum, option) => sum + option.price, 0);
    expect(chooser.unitPrice).toBe(large.price + relativeChosen);
    expect(chooser.line()).toMatchObject({ menuId: item.menuId, quantity: 1, unitPrice: chooser.unitPrice });
  });
});
