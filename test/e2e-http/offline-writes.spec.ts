import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { signIn } from '../e2e/support/customers';
import { cartBar, dishCard, openMenu, plainDish } from '../e2e/support/menus';
import { httpProjectPorts } from './httpProject';

/**
 * Writes with no signal over the demo API (`npm run api`): Chromium's offline switch (context.setOffline) cuts the
 * page off the API; what the server holds is read through the API itself, as another device would. A customer of
 * its own (signed up here) keeps the shared backend's other customers out of it.
 */
const API = `http://127.0.0.1:${httpProjectPorts(Number(process.env.E2E_PORT ?? 4317)).api}/`;
const RESTAURANT = 3;
const dish = plainDish(RESTAURANT);
const customer = {
  phone: `6${String(Date.now()).slice(-9)}`,
  password: 'Tunnel@2026',
};

// One customer's cart and orders: these tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

let token = '';
const headers = () => ({ Authorization: `Bearer ${token}` });

// The customer signs up and gets a delivery address in New Delhi (near restaurant 3), as on another device.
test.beforeAll(async ({ request }) => {
  const signedUp = await request.post(`${API}api/auth/register`, {
    data: {
      firstName: 'Tunnel Tester',
      mobile: customer.phone,
      email: `tunnel${customer.phone}@railbite.example`,
      password: customer.password,
    },
  });
  expect(signedUp.status()).toBe(200);
  const login = await request.post(`${API}api/auth/login`, {
    data: { phone: customer.phone, password: customer.password },
  });
  token = ((await login.json()) as { token: string }).token;
  const created = await request.post(`${API}api/user/create-user-address`, {
    headers: headers(),
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

/** The server's cart of the customer: each dish's menu id and quantity. */
async function serverCart(request: APIRequestContext) {
  const answer = await request.get(`${API}api/orders/get-cart-info`, { headers: headers() });
  const body = (await answer.json()) as { itemDetails?: { menuId: number | string; quantity: number }[] };
  return (body.itemDetails ?? []).map((line) => [String(line.menuId), line.quantity]);
}

/** How many orders the server holds for the customer. */
async function orderCount(request: APIRequestContext) {
  const answer = await request.get(`${API}api/orders/get-order-history?page=1&limit=50&search=`, {
    headers: headers(),
  });
  return ((await answer.json()) as { data?: unknown[] }).data?.length ?? 0;
}

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

test('a dish added offline waits for the signal on screen, and reaches the server once it returns', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, customer);
  await openMenu(page, RESTAURANT);
  await expect(connection(page)).toHaveCount(0);
  // The signal drops once the menu's code (its dialogs too) is in: this test is about the cart's change.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(connection(page)).toHaveText('Offline');
  await dishCard(page, dish).getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(cartBar(page)).toContainText('1 item added');
  await expect(cartBar(page)).toContainText('Waiting for signal');
  await expect(connection(page)).toHaveText('Offline · 1 change waiting');
  await expect(page.getByText(/so the change was undone/)).toHaveCount(0);
  expect(await serverCart(request)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Back online · 1 change sent')).toBeVisible();
  await expect(connection(page)).toHaveCount(0);
  await expect(cartBar(page)).not.toContainText('Waiting for signal');
  expect(await serverCart(request)).toEqual([[String(dish.menuId), 1]]);
});

test('an order placed offline is refused and the cart kept; back online it is placed exactly once', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, customer);
  await openMenu(page, RESTAURANT);
  await expect(cartBar(page)).toContainText('1 item added');
  await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  const before = await orderCount(request);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'You are offline. Your cart is saved; place the order when the signal returns.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
  expect(await orderCount(request)).toBe(before);
  expect(await serverCart(request)).toEqual([[String(dish.menuId), 1]]);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  expect(await orderCount(request)).toBe(before + 1);
});
