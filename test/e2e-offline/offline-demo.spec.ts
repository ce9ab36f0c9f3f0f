import { ORDER_ID, checkoutWith } from '../e2e/support/checkout';
import { expect, test } from '../e2e/support/fixtures';
import { restaurantName } from '../e2e/support/orders';
import { waitForAppWorker } from './appWorker';

test('after one visit the demo opens and takes an order with its server unreachable (its backend is in the page)', async ({
  page,
  context,
  signedIn,
}) => {
  await signedIn();
  await page.goto('/');
  await waitForAppWorker(page);

  // Chromium's offline switch cuts the worker's network too: every file must come from the worker's caches.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkoutWith(page, 2, 1);
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByLabel('Directions to reach').fill('Coach B2, seat 14');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  // A page opened afresh offline (not a client-side navigation) is the worker's answer too.
  const orderId = page.url().match(ORDER_ID)![0];
  await page.goto('/user/order-history');
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByText(restaurantName(2)).first()).toBeVisible();
});
