import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { checkoutWith } from './support/checkout';

/** The customer's orders with one history status (the demo customers have none Pending or Payment Processing). */
async function ordersWithStatus(page: Page, status: 'Pending' | 'Payment Processing') {
  await page.goto('/user/order-history');
  await page.getByRole('button', { name: status, exact: true }).click();
  await expect(page.getByRole('button', { name: status, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').or(page.getByText('No orders found'))).not.toHaveCount(0);
  return page.getByRole('article');
}

test('a double click on Place Order (cash on delivery) places one order', async ({ page, signedIn }) => {
  await signedIn();
  await checkoutWith(page, 2, 1);
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(await ordersWithStatus(page, 'Pending')).toHaveCount(1);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a double tap on Place Order (online) opens the gateway for one order', async ({ page, signedIn }) => {
    await signedIn();
    await checkoutWith(page, 3, 1);
    // A tap lands where the finger is: on the screen, so the button is scrolled into view first.
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await placeOrder.scrollIntoViewIfNeeded();
    const box = (await placeOrder.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/demo-payment\/RB\d+$/);
    await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
    await expect(await ordersWithStatus(page, 'Payment Processing')).toHaveCount(1);
  });
});
