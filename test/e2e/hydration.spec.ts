import { expect, test } from './support/fixtures';
import { watchHydration } from './support/hydration';
import { cartBar, dishCard, plainDish } from './support/menus';

test('a signed-in customer with a cart loads a menu and the cart page: React hydrates each prerendered page as it is', async ({
  page,
  signedIn,
}) => {
  await signedIn('aarav');
  const problems = watchHydration(page);
  await page.goto('/foods/item-card/2');
  await dishCard(page, plainDish(2)).getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(cartBar(page)).toContainText('1 item');

  // Loaded afresh, with the customer's cart: the menu, then the cart page.
  await page.reload();
  await expect(cartBar(page)).toContainText('1 item');
  await page.goto('/foods/item-view-cart');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(problems, 'hydration mismatches').toEqual([]);
});
