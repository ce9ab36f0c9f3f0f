import { expect, it } from 'vitest';
import { billFor, GST_LABEL, PLATFORM_FEE } from '../../domain/cart/charges';
import type { AppError } from '../../domain/errors/AppError';
import { unitPriceWithAddOns } from '../../domain/menu/addOnPricing';
import { paiseFromRupees } from '../../domain/money/paise';
import { addOnGroupsOf } from '../fake/server/menu/menuRecordsAsDomain';
import { type CartApi, CartApiToken } from '../ports/CartApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import {
  customizableDish,
  nonDefaultChoices,
  plainDish,
  restaurantFixture,
  unavailableDish,
} from '../../../test/helpers/menuFixtures';
import { signIn } from '../../../test/helpers/signIn';

const api = (h: Harness) => h.container.get<CartApi>(CartApiToken);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );
const plain = plainDish(1);
const custom = customizableDish(1);
const other = plainDish(2);
const add = (h: Harness, item = plain, quantity = 1, restaurantId = '1') =>
  api(h).addItem({ restaurantId, menuId: String(item.menuId), quantity });
const change = (
  h: Harness,
  item: typeof plain,
  quantity: number,
  restaurantId = '1',
  menuCount: number | null = null,
) =>
  api(h).changeQuantity({
    restaurantId,
    menuId: String(item.menuId),
    quantity,
    choices: [],
    menuCount,
    addOnItemsCount: 0,
  });

describeEachAdapterSet('CartApi contract', (harness) => {
  it('needs a session', async () => {
    expect(await rejection(api(harness()).cartInfo())).toMatchObject({ kind: 'unauthorized' });
    expect(await rejection(add(harness()))).toMatchObject({ kind: 'unauthorized' });
  });

  it('starts empty: no count data and an empty cart that costs nothing', async () => {
    await signIn(harness());
    expect(await api(harness()).itemsCount()).toBeNull();
    expect(await api(harness()).cartInfo()).toMatchObject({
      cart: { restaurantId: null, lines: [] },
      subTotal: 0,
      total: 0,
      platformFee: 0,
      showCOD: false,
    });
  });

  it('adds a plain item; adding it again raises the quantity; the bill follows the shared rules', async () => {
    await signIn(harness());
    await add(harness());
    await add(harness());
    const summary = await api(harness()).cartInfo();
    const unit = paiseFromRupees(plain.finalPrice);
    expect(summary.cart).toMatchObject({
      restaurantId: '1',
      lines: [{ menuId: String(plain.menuId), quantity: 2, unitPrice: unit, itemName: plain.itemName, choices: [] }],
    });
    const bill = billFor(2 * unit, restaurantFixture(1).offer);
    expect(summary).toMatchObject({
      subTotal: 2 * unit,
      deliveryCharge: bill.deliveryCharge,
      discount: bill.discount,
      platformFee: PLATFORM_FEE,
      total: bill.total,
    });
    expect(summary.otherChargesDetails).toEqual([{ label: GST_LABEL, amount: bill.otherCharges }]);
    expect(summary.deliverTimeMin).toBe(restaurantFixture(1).estimatedDeliveryTime);
    expect(summary.deliverTimeMax).toBeGreaterThan(summary.deliverTimeMin);
    expect(await api(harness()).itemsCount()).toEqual({
      restaurantId: '1',
      items: [{ menuId: String(plain.menuId), quantity: 2 }],
    });
  });

  it('caps a line at 20 and says so, on every call that sets a quantity', async () => {
    await signIn(harness());
    await add(harness(), plain, 15);
    await add(harness(), plain, 15);
    expect((await api(harness()).cartInfo()).cart.lines).toMatchObject([
      { menuId: String(plain.menuId), quantity: 20 },
    ]);
    const changed = await change(harness(), plain, 30);
    expect(changed.cart.lines).toMatchObject([{ quantity: 20 }]);
    const answer = await harness().server.cart.changeCart(
      { token: harness().server.db.sessions.all()[0]!.token },
      {
        restaurantId: 1,
        menuId: plain.menuId,
        quantity: 25,
      },
    );
    expect(answer).toMatchObject({ success: true, message: `Only 20 of ${plain.itemName} can be ordered` });
  });

  it('delivers free above ₹199', async () => {
    await signIn(harness());
    const cheap = plainDish(2, 99);
    const summary = await change(harness(), cheap, Math.floor(19_900 / paiseFromRupees(cheap.finalPrice)) + 1, '2');
    expect(summary.subTotal).toBeGreaterThan(19_900);
    expect(summary.deliveryCharge).toBe(0);
  });

  it('refuses a plain add of a dish with add-ons, an unavailable dish and a dish of another menu', async () => {
    await signIn(harness());
    expect(await rejection(add(harness(), custom))).toMatchObject({
      kind: 'rejected',
      message: `Please choose your customization for ${custom.itemName}.`,
    });
    expect(await rejection(add(harness(), unavailableDish(1)))).toMatchObject({
      kind: 'rejected',
      status: 409,
      message: 'This item is not available right now',
    });
    expect(await rejection(add(harness(), other, 1, '1'))).toMatchObject({ kind: 'rejected' });
  });

  it('adds customizations: the same one gains quantity, another is a new line; the server prices the add-ons', async () => {
    await signIn(harness());
    const choices = nonDefaultChoices(custom);
    const request = { restaurantId: '1', menuId: String(custom.menuId), quantity: 1, choices, menuCount: null };
    await api(harness()).addItemWithOptions(request);
    await api(harness()).addItemWithOptions({ ...request, quantity: 2 });
    const radioOnly = choices.filter(
      (choice) => custom.addOnGroups.find((group) => String(group.id) === choice.groupId)?.type === 'radio',
    );
    await api(harness()).addItemWithOptions({ ...request, choices: radioOnly });
    const { cart } = await api(harness()).cartInfo();
    expect(cart.lines.map((line) => [line.menuCount, line.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    const groups = addOnGroupsOf(custom);
    expect(cart.lines[0]!.unitPrice).toBe(unitPriceWithAddOns(paiseFromRupees(custom.finalPrice), groups, choices));
    expect(cart.lines[1]!.unitPrice).toBe(unitPriceWithAddOns(paiseFromRupees(custom.finalPrice), groups, radioOnly));
    expect(cart.lines[0]!.choicesText).not.toBe('');
  });

  it('refuses choices that break the group rules', async () => {
    await signIn(harness());
    const radio = custom.addOnGroups.find((group) => group.type === 'radio')!;
    const error = await rejection(
      api(harness()).addItemWithOptions({
        restaurantId: '1',
        menuId: String(custom.menuId),
        quantity: 1,
        choices: [],
        menuCount: null,
      }),
    );
    expect(error).toMatchObject({ kind: 'rejected', message: `Please choose one option for ${radio.groupName}.` });
  });

  it('changes a quantity and answers the whole cart; 0 removes the line', async () => {
    await signIn(harness());
    await add(harness());
    expect((await change(harness(), plain, 5)).cart.lines[0]!.quantity).toBe(5);
    const emptied = await change(harness(), plain, 0);
    expect(emptied.cart).toEqual({ restaurantId: null, lines: [] });
    expect(await api(harness()).itemsCount()).toBeNull();
  });

  it('changes a customized line by its menuCount', async () => {
    await signIn(harness());
    await api(harness()).addItemWithOptions({
      restaurantId: '1',
      menuId: String(custom.menuId),
      quantity: 1,
      choices: nonDefaultChoices(custom),
      menuCount: null,
    });
    const summary = await api(harness()).changeQuantity({
      restaurantId: '1',
      menuId: String(custom.menuId),
      quantity: 4,
      choices: nonDefaultChoices(custom),
      menuCount: 1,
      addOnItemsCount: 2,
    });
    expect(summary.cart.lines[0]!.quantity).toBe(4);
    expect(
      await rejection(
        api(harness()).changeQuantity({
          restaurantId: '1',
          menuId: String(custom.menuId),
          quantity: 2,
          choices: [],
          menuCount: 9,
          addOnItemsCount: 2,
        }),
      ),
    ).toMatchObject({ kind: 'not-found' });
  });

  it('a line of another restaurant replaces the cart (add and change)', async () => {
    await signIn(harness());
    await add(harness(), plain, 3);
    await add(harness(), other, 1, '2');
    expect((await api(harness()).cartInfo()).cart).toMatchObject({
      restaurantId: '2',
      lines: [{ menuId: String(other.menuId), quantity: 1 }],
    });
    const changed = await change(harness(), plain, 2);
    expect(changed.cart).toMatchObject({ restaurantId: '1', lines: [{ menuId: String(plain.menuId), quantity: 2 }] });
  });

  it('keeps one cart per customer', async () => {
    await signIn(harness());
    await add(harness());
    await signIn(harness(), 'priya');
    expect(await api(harness()).itemsCount()).toBeNull();
  });

  it('an add sent again with its Idempotency-Key (its answer was lost) is done once; another key adds again', async () => {
    await signIn(harness());
    const request = { restaurantId: '1', menuId: String(plain.menuId), quantity: 1 };
    await api(harness()).addItem(request, { idempotencyKey: 'add-key-1' });
    await api(harness()).addItem(request, { idempotencyKey: 'add-key-1' });
    expect((await api(harness()).cartInfo()).cart.lines).toMatchObject([{ quantity: 1 }]);
    const options = { ...request, menuId: String(custom.menuId), choices: nonDefaultChoices(custom), menuCount: null };
    await api(harness()).addItemWithOptions(options, { idempotencyKey: 'add-key-2' });
    await api(harness()).addItemWithOptions(options, { idempotencyKey: 'add-key-2' });
    await api(harness()).addItem(request, { idempotencyKey: 'add-key-3' });
    const lines = (await api(harness()).cartInfo()).cart.lines;
    expect(lines.map((line) => [line.menuId, line.quantity]).sort()).toEqual(
      [
        [String(plain.menuId), 2],
        [String(custom.menuId), 1],
      ].sort(),
    );
    expect(await rejection(api(harness()).addItem(request, { idempotencyKey: 'not a key' }))).toMatchObject({
      kind: 'rejected',
    });
  });
});
