import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { checkoutWith, ORDER_ID, setDemoFaults, toDemoGateway } from './support/checkout';
import { restaurantName } from './support/orders';

const PAYMENT_FAILED = "We couldn't process your payment. Please try again or use a different method.";

test('add items, pay cash on delivery, see the order placed, then Track Order follows that order', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const dish = await checkoutWith(page, 2, 2);
  await expect(page.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByLabel('Directions to reach').fill('Gate 2, ask for Aarav');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  const orderId = page.url().match(ORDER_ID)![0];
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Track Order' }).click();

  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByText(`Order #${orderId} · Arriving in 25 minutes`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details.getByText(restaurantName(2))).toBeVisible();
  await expect(details.getByText(`2 x ${dish.itemName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-status-cod/${orderId}$`));
});

test('pay online at the demo payment gateway: the success screen empties the cart', async ({ page, signedIn }) => {
  await signedIn();
  await checkoutWith(page, 1, 3);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/demo-payment\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/order-status\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("back from the demo gateway unpaid: the order waits for payment and 'Complete payment' goes back to pay it", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await checkoutWith(page, 1, 2);
    const orderId = await toDemoGateway(page);

    // It showed the dishes the server had moved into the order, and Place Order answered that the cart was empty.
    await page.goBack();
    await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
    // In view: the browser scrolled the shorter page back to where Place Order had been, at its footer.
    await expect(page.getByText(`Your order ${orderId} is waiting for payment.`, { exact: false })).toBeInViewport();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    // Still offered after a reload (it was kept in memory only: the order could no longer be paid).
    await page.reload();
    await expect(page.getByText(`Your order ${orderId} is waiting for payment.`, { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/demo-payment/${orderId}$`));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });
});

/** Orders `quantity` of a plain dish of restaurant 1 online and fails the payment at the demo gateway. */
async function failAtDemoGateway(page: Page, quantity: number) {
  const dish = await checkoutWith(page, 1, quantity);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  return dish;
}

test('a failed payment shows the failure screen; Retry Payment goes back to the Payment page with the items', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const dish = await failAtDemoGateway(page, 2);
  await expect(page.getByText(PAYMENT_FAILED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Retry Payment' }).click();

  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByText(dish.itemName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

test("a failed order's screen opened as the tab's first page: Retry Payment opens the Payment page (back left the app)", async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const dish = await failAtDemoGateway(page, 1);
  const failed = page.url();

  const fresh = await page.context().newPage();
  await fresh.goto(failed);
  await fresh.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(fresh).toHaveURL(/\/foods\/item-view-cart$/);
  await expect(fresh.getByRole('list', { name: 'Items in your cart' }).getByText(dish.itemName)).toBeVisible();
});

test('a payment that cannot start says why and lets the customer try again; a declined one goes to /order-status/failed', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await checkoutWith(page, 1, 1);
  await setDemoFaults(page, { 'api/orders/init-order': 'network' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network Error.' })).toBeVisible();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);

  await setDemoFaults(page, { 'api/orders/init-order': 'declined' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status\/failed$/);
  await expect(page.getByText(PAYMENT_FAILED)).toBeVisible();
  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
});
