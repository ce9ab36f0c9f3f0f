import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cartBar, dishCard, plainDish } from './support/menus';

/** React's hydration mismatch: the app's own warning (startApp) or React's error #418 itself. */
const HYDRATION_PROBLEM = /prerendered page differs|Minified React error #418|Hydration failed/i;

/** Every console warning or error about a hydration mismatch, with the path that was loading. */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'warning' || message.type() === 'error') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${new URL(page.url()).pathname}: ${error.message}`);
  });
  return problems;
}

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
