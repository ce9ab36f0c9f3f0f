import type { Page } from '@playwright/test';
import { signIn } from './support/customers';
import { expect, test } from './support/fixtures';
import { expectCleanLayout } from './support/layout';
import { cartBar, dishCard, plainDish } from './support/menus';

const RESTAURANT = 2;
const PUSH_TEXT = /^Notifications are on: Hi Aarav/;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const pushToast = (page: Page) => page.locator('.notistack-MuiContent').filter({ hasText: PUSH_TEXT });

/**
 * Reloads the screen as a device the customer has not used before: the demo backend greets the new device
 * with a push, so a push toast is on screen while the layout is measured.
 */
async function reloadWithPushToast(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('fcmToken');
    localStorage.removeItem('deviceId');
  });
  await page.reload();
  await expect(pushToast(page)).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('home, a menu with a cart, Payment, Order History and Track Order: no fixed element over another, no clipped header address or cart bar, 44 px tap targets', async ({ page }) => {
      await signIn(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(pushToast(page)).toBeVisible();
      await expectCleanLayout(page, 'home');
      const address = page.getByRole('button', { name: /^Deliver to Home · Flat 302, Surya Kiran Building/ });
      await expect(address).toHaveAttribute('title', 'Deliver to Home · Flat 302, Surya Kiran Building, 19 Kasturba Gandhi Marg');

      const dish = plainDish(RESTAURANT);
      await page.goto(`/foods/item-card/${RESTAURANT}`);
      await dishCard(page, dish).getByRole('button', { name: 'ADD', exact: true }).click();
      await expect(cartBar(page)).toContainText('1 item added');
      await reloadWithPushToast(page);
      await dishCard(page, dish).scrollIntoViewIfNeeded();
      // An answer to the customer's own action (top centre) together with the push.
      await page.evaluate(() => localStorage.setItem('railbite.demo', JSON.stringify({ faults: { 'api/orders/change-cart-get-cart-info': 'declined' } })));
      await dishCard(page, dish).getByRole('button', { name: 'Increase quantity' }).click();
      await expect(page.locator('.notistack-MuiContent-error')).toBeVisible();
      await expectCleanLayout(page, 'menu with a cart', { toasts: 2 });
      await page.evaluate(() => localStorage.removeItem('railbite.demo'));
      await expect(cartBar(page)).toContainText(/^1 item added · ₹\d+/);

      await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await reloadWithPushToast(page);
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
      await expectCleanLayout(page, 'Payment');

      await page.goto('/user/order-history');
      await reloadWithPushToast(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectCleanLayout(page, 'Order History');

      const onItsWay = page.getByRole('article').filter({ hasText: 'Out for Delivery' });
      await onItsWay.getByRole('link', { name: /^Track order / }).click();
      await expect(page).toHaveURL(/\/track-order$/);
      await reloadWithPushToast(page);
      await expect(page.getByRole('region', { name: 'Delivery route map' })).toBeVisible();
      await expectCleanLayout(page, 'Track Order');
    });
  });
}
