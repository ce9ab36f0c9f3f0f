import { expect, test } from './support/fixtures';
import { signIn } from './support/customers';
import {
  cartBar,
  customizableDish,
  dishCard,
  expectedUnitPaise,
  formatRupees,
  openMenu,
  plainDish,
  rupees,
} from './support/menus';

const ADD = { name: 'ADD', exact: true } as const;

test('by keyboard, focus goes from ADD to the stepper and back; a reload with dishes in the cart leaves focus alone', async ({
  page,
}) => {
  await signIn(page);
  await openMenu(page, 1);
  const card = dishCard(page, plainDish(1));
  await card.getByRole('button', ADD).focus();
  await page.keyboard.press('Enter');
  // It fell to the page: a keyboard or screen-reader user started again from the top.
  await expect(card.getByRole('button', { name: 'Increase quantity' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(card.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', ADD)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByLabel('Quantity 1')).toBeVisible();

  await page.reload();
  await expect(card.getByLabel('Quantity 1')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('add a simple item; the header, the card and the cart bar follow; a reload keeps the cart', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 1);
  const dish = plainDish(1);
  await dishCard(page, dish).getByRole('button', ADD).click();
  await expect(dishCard(page, dish).getByLabel('Quantity 1')).toBeVisible();
  await expect(cartBar(page)).toContainText(`1 item added · ${rupees(dish.finalPrice)}`);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.reload();
  await expect(dishCard(page, dish).getByLabel('Quantity 1')).toBeVisible();
  await expect(cartBar(page)).toContainText(`1 item added · ${rupees(dish.finalPrice)}`);
  await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
});

test('add an item with radio and checkbox add-ons at the price they make', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 1);
  const dish = customizableDish(1);
  await dishCard(page, dish).getByRole('button', ADD).click();
  const chooser = page.getByRole('dialog', { name: dish.itemName });
  const radioGroup = dish.addOnGroups.find((group) => group.type === 'radio')!;
  const checkboxGroup = dish.addOnGroups.find((group) => group.type === 'checkbox')!;
  const defaults = dish.addOnGroups.flatMap((group) =>
    group.items.filter((option) => option.isDefault).map((option) => option.id),
  );
  await expect(chooser.getByText(`Item total ${formatRupees(expectedUnitPaise(dish, defaults))}`)).toBeVisible();

  const radio = radioGroup.items.find((option) => !option.isDefault)!;
  const checkbox = checkboxGroup.items.find((option) => !option.isDefault)!;
  await chooser.getByRole('radio', { name: radio.itemName }).check();
  await chooser.getByRole('checkbox', { name: checkbox.itemName }).check();
  const chosen = [
    ...defaults.filter((id) => !radioGroup.items.some((option) => option.id === id)),
    radio.id,
    checkbox.id,
  ];
  const unit = expectedUnitPaise(dish, chosen);
  await expect(chooser.getByText(`Item total ${formatRupees(unit)}`)).toBeVisible();
  await chooser.getByRole('button', { name: 'Increase quantity' }).click();
  const twice = formatRupees(2 * unit);
  await expect(chooser.getByText(`Item total ${twice}`)).toBeVisible();
  await chooser.getByRole('button', { name: 'Add to cart' }).click();

  await expect(chooser).toBeHidden();
  await expect(cartBar(page)).toContainText(`2 items added · ${twice}`);
  await page.reload();
  await expect(cartBar(page)).toContainText(`2 items added · ${twice}`);

  await dishCard(page, dish).getByRole('button', { name: 'Increase quantity' }).click();
  const list = page.getByRole('dialog', { name: 'Choose your customization' });
  await expect(list.getByText(`${radio.itemName}`, { exact: false })).toBeVisible();
  await list.getByRole('button', { name: 'Add new customization' }).click();
  await page.getByRole('dialog', { name: dish.itemName }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBar(page)).toContainText('3 items added');
});

test('increment, decrement and remove a dish', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 2);
  const dish = plainDish(2);
  const card = dishCard(page, dish);
  await card.getByRole('button', ADD).click();
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(card.getByLabel('Quantity 3')).toBeVisible();
  await expect(cartBar(page)).toContainText(`3 items added · ${rupees(dish.finalPrice * 3)}`);
  await card.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(card.getByLabel('Quantity 2')).toBeVisible();
  await card.getByRole('button', { name: 'Decrease quantity' }).click();
  await card.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(card.getByRole('button', ADD)).toBeVisible();
  await expect(cartBar(page)).toBeHidden();
  await page.reload();
  await expect(dishCard(page, dish).getByRole('button', ADD)).toBeVisible();
  await expect(cartBar(page)).toBeHidden();
});

test("adding from a second restaurant asks 'Change Restaurant?' and confirming replaces the cart", async ({ page }) => {
  await signIn(page);
  await openMenu(page, 1);
  const first = plainDish(1);
  await dishCard(page, first).getByRole('button', ADD).click();
  await dishCard(page, first).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartBar(page)).toContainText('2 items added');

  await openMenu(page, 2);
  const second = plainDish(2);
  await dishCard(page, second).getByRole('button', ADD).click();
  const dialog = page.getByRole('dialog', { name: 'Change Restaurant?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartBar(page)).toContainText('2 items added');

  await dishCard(page, second).getByRole('button', ADD).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(cartBar(page)).toContainText(`1 item added · ${rupees(second.finalPrice)}`);
  await expect(dishCard(page, second).getByLabel('Quantity 1')).toBeVisible();
  await page.reload();
  await expect(cartBar(page)).toContainText(`1 item added · ${rupees(second.finalPrice)}`);
  await openMenu(page, 1);
  await expect(dishCard(page, first).getByRole('button', ADD)).toBeVisible();
});

test('a sync the server fails rolls the quantity back and says so', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 1);
  const dish = plainDish(1);
  const card = dishCard(page, dish);
  await card.getByRole('button', ADD).click();
  await expect(cartBar(page)).toContainText('1 item added');
  await page.evaluate(() =>
    localStorage.setItem(
      'railbite.demo',
      JSON.stringify({ faults: { 'api/orders/change-cart-get-cart-info': 'server' } }),
    ),
  );
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(
    page.getByText(`Could not update ${dish.itemName}, so the change was undone. Network Error.`),
  ).toBeVisible();
  await expect(card.getByLabel('Quantity 1')).toBeVisible();
  await expect(cartBar(page)).toContainText(`1 item added · ${rupees(dish.finalPrice)}`);
  await page.evaluate(() => localStorage.removeItem('railbite.demo'));
  await page.reload();
  await expect(dishCard(page, dish).getByLabel('Quantity 1')).toBeVisible();
});

test("a menu the demo cannot download says so, and 'Try again' shows it once it can", async ({ page }) => {
  // The demo reads each restaurant's menu from a file of its own (fixtures/menus/13.json) when first asked for.
  let menuDownloads = 0;
  await page.route(/\/assets\/13-[\w-]+\.json$/, (route) => {
    menuDownloads++;
    return route.abort('internetdisconnected');
  });
  await page.goto('/foods/item-card/13');
  const failed = page.getByRole('alert').filter({ hasText: 'Network Error.' });
  await expect(failed).toBeVisible();
  expect(menuDownloads).toBeGreaterThan(0);
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(dishCard(page, plainDish(13))).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a visitor pressing ADD signs in and comes back to the menu with the dish added (it had to be pressed again)', async ({
  page,
}) => {
  await openMenu(page, 1);
  const dish = plainDish(1);
  await dishCard(page, dish).getByRole('button', ADD).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/foods\/item-card\/1$/);
  await expect(cartBar(page)).toContainText('1 item added');
  await expect(dishCard(page, dish).getByRole('button', ADD)).toHaveCount(0);
});
