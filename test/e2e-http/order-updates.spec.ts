import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { CUSTOMERS, signIn } from '../e2e/support/customers';
import { checkoutWith, ORDER_ID } from '../e2e/support/checkout';
import { showGrid } from '../e2e/support/grid';
import { httpProjectPorts } from './httpProject';

/**
 * Order screens over the demo API (`npm run api`) move without a reload: by re-reading the order (every 30 s, at once
 * when the tab is shown again or the network returns) and by the demo API's messages. The order changes on the
 * server as it would from another device (the customer cancels it there), so no test waits for the kitchen's clock.
 */
const API = `http://127.0.0.1:${httpProjectPorts(Number(process.env.E2E_PORT ?? 4317)).api}/`;

// One customer's orders on the shared backend: these tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

// Kabir (a new customer, no other http test's) gets a delivery address in New Delhi, as on another device.
test.beforeAll(async ({ request }) => {
  const { phone, password } = CUSTOMERS.kabir;
  const login = await request.post(`${API}api/auth/login`, { data: { phone, password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const addresses = (await (await request.get(`${API}api/user/get-all-addresses`, { headers })).json()) as {
    data?: unknown[];
  };
  if ((addresses.data ?? []).length > 0) return;
  const created = await request.post(`${API}api/user/create-user-address`, {
    headers,
    data: {
      addressType: 'HOME',
      completeAddress: 'Flat 12, Janpath Lane',
      area: 'Connaught Place',
      city: 'New Delhi',
      pincode: '110001',
      latitude: 28.6315,
      longitude: 77.2167,
    },
  });
  expect(created.status()).toBe(200);
});

/** A cash order placed by Kabir; the page is left on its status screen. Returns the order's number. */
async function placeCashOrder(page: Page): Promise<string> {
  await checkoutWith(page, 3, 1);
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  return page.url().match(ORDER_ID)![0];
}

/** The customer cancels the order on another device: the server knows, this page does not. */
async function cancelElsewhere(page: Page, request: APIRequestContext, orderId: string) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_cred') ?? '{}') as { token?: string }).token,
  );
  const cancelled = await request.post(`${API}api/orders/cancel-order/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(cancelled.status()).toBe(200);
}

/** A customer without push: the demo API's messages never reach the page. */
const withoutPush = (page: Page) => page.route(`${API}demo/push-messages`, (route) => route.abort());

const orderStatusLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Order status:' });

test('without push, the order screen reads the order again every 30 s: a cancellation elsewhere shows', async ({
  page,
  request,
}) => {
  await withoutPush(page);
  await page.clock.install();
  await signIn(page, 'kabir');
  const orderId = await placeCashOrder(page);
  await expect(orderStatusLine(page)).toHaveText('Order status: Pending');
  await cancelElsewhere(page, request, orderId);
  await page.clock.fastForward(30_000);
  await expect(orderStatusLine(page)).toHaveText('Order status: Cancelled');
});

test('without push, Track Order reads the order at once when the tab is shown again', async ({ page, request }) => {
  await withoutPush(page);
  await signIn(page, 'kabir');
  const orderId = await placeCashOrder(page);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toHaveText('Status: Pending');
  await cancelElsewhere(page, request, orderId);
  // The customer switches back to the tab.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toHaveText('Status: Cancelled');
});

test('without push, Order History reads its orders at once when the network returns', async ({ page, request }) => {
  await withoutPush(page);
  await signIn(page, 'kabir');
  const orderId = await placeCashOrder(page);
  await page.goto('/user/order-history');
  const card = page.getByRole('article').filter({ hasText: `Order ID: ${orderId}` });
  await expect(card).toContainText('Pending');
  await cancelElsewhere(page, request, orderId);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(card).toContainText('Cancelled');
});

test("the demo API's messages reach the page as the in-browser demo's pushes do, and move the order screen", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signIn(page, 'kabir');
  const orderId = await placeCashOrder(page);
  await expect(orderStatusLine(page)).toHaveText('Order status: Pending');
  await cancelElsewhere(page, request, orderId);
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('alert').filter({ hasText: `Order ${orderId} cancelled` })).toBeVisible();
  await expect(orderStatusLine(page)).toHaveText('Order status: Cancelled');
});

test('a visitor is placed by the network, as in the in-browser demo, and sees restaurants', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('location-summary')).toContainText('Near New Delhi');
  await expect(page.getByTestId('location-summary')).toContainText('(approximate location from your network)');
  await showGrid(page);
  await expect(page.getByText('Unable to determine location')).toHaveCount(0);
});
