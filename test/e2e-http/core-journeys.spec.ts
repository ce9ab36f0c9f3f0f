import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { CUSTOMERS, signIn } from '../e2e/support/customers';
import { checkoutWith, ORDER_ID } from '../e2e/support/checkout';
import {
  cartBar,
  customizableDish,
  dishCard,
  expectedUnitPaise,
  formatRupees,
  openMenu,
  plainDish,
} from '../e2e/support/menus';
import { restaurantName } from '../e2e/support/orders';
import { httpProjectPorts } from './httpProject';

/**
 * The core journeys with the http adapters against the demo API server (`npm run api`): bearer headers, JSON
 * bodies and status codes cross a real socket. The server's data is shared by the tests (one in-memory backend),
 * so each test uses its own demo customer.
 */
/** Lower Parel Pizza Republic, Bandra West, Mumbai: near Priya's home. */
const MUMBAI_KITCHEN = 55;
const API = `http://127.0.0.1:${httpProjectPorts(Number(process.env.E2E_PORT ?? 4317)).api}/`;
const apiCalls = (page: Page) => {
  const calls: { method: string; url: string; authorization: string | undefined; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().startsWith(API))
      calls.push({
        method: request.method(),
        url: request.url(),
        authorization: request.headers().authorization,
        status: response.status(),
      });
  });
  return calls;
};

// One in-memory backend serves every test: they run in this order, in one worker, each as its own customer or cart.
test.describe.configure({ mode: 'default' });

test('sign in, browse, add a dish with add-ons: the cart is kept by the server, sent with the bearer token', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await signIn(page, 'aarav');
  expect(calls.find((call) => call.url === `${API}api/auth/login`)).toMatchObject({
    method: 'POST',
    status: 200,
    authorization: undefined,
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Browse by Cuisines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover New' })).toBeVisible();

  await openMenu(page, 1);
  const dish = customizableDish(1);
  // The demo catalogue's pictures reach the http build from the API server (inline images) and are drawn.
  const picture = dishCard(page, dish).locator('img').first();
  await expect(picture).toHaveAttribute('src', /^data:image\//);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await dishCard(page, dish).getByRole('button', { name: 'ADD', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: dish.itemName });
  const radioGroup = dish.addOnGroups.find((group) => group.type === 'radio')!;
  const checkboxGroup = dish.addOnGroups.find((group) => group.type === 'checkbox')!;
  const defaults = dish.addOnGroups.flatMap((group) =>
    group.items.filter((option) => option.isDefault).map((option) => option.id),
  );
  const radio = radioGroup.items.find((option) => !option.isDefault)!;
  const checkbox = checkboxGroup.items.find((option) => !option.isDefault)!;
  await chooser.getByRole('radio', { name: radio.itemName }).check();
  await chooser.getByRole('checkbox', { name: checkbox.itemName }).check();
  const chosen = [
    ...defaults.filter((id) => !radioGroup.items.some((option) => option.id === id)),
    radio.id,
    checkbox.id,
  ];
  const unit = formatRupees(expectedUnitPaise(dish, chosen));
  await chooser.getByRole('button', { name: 'Add to cart' }).click();
  await expect(chooser).toBeHidden();
  await expect(cartBar(page)).toContainText(`1 item added · ${unit}`);
  const added = calls.find((call) => call.url === `${API}api/orders/add-to-cart-with-option`);
  expect(added).toMatchObject({ method: 'POST', status: 200, authorization: expect.stringMatching(/^Bearer \S+$/) });
  // The server kept the choice and its price: a reload reads the cart back from the API.
  await page.reload();
  await expect(cartBar(page)).toContainText(`1 item added · ${unit}`);
});

test('pay cash on delivery: the order is placed and the cart empties', async ({ page }) => {
  const calls = apiCalls(page);
  await signIn(page, 'aarav');
  // Whatever the cart holds from restaurant 1 (the test before leaves a dish there) goes into the order.
  await openMenu(page, 1);
  await dishCard(page, plainDish(1)).getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(cartBar(page)).toContainText(/items? added/);
  await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(calls.find((call) => call.url === `${API}api/orders/init-order-cod`)).toMatchObject({
    method: 'POST',
    status: 200,
  });
});

test('pay online through the demo gateway, then find the order in the history', async ({ page }) => {
  await signIn(page, 'priya');
  await checkoutWith(page, MUMBAI_KITCHEN, 2);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/demo-payment\/RB\d+$/);
  const orderId = page.url().match(ORDER_ID)![0];
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-status/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/user/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `Order ID: ${orderId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(restaurantName(MUMBAI_KITCHEN))).toBeVisible();
});

test("the server refuses an order out of the kitchen's area even when the browser cannot tell, and its reason is shown", async ({
  page,
}) => {
  // The restaurant's answer loses the kitchen's point, so the app cannot check the distance itself.
  await page.route(`${API}api/external/get-restaurant-by-id/**`, async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    delete answer.data.latitude;
    delete answer.data.longitude;
    await route.fulfill({ json: answer });
  });
  await signIn(page, 'priya');
  await checkoutWith(page, 2, 1);
  await expect(page.getByText('outside the delivery area')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText(
      'Rajdhani Express Kitchen does not deliver to this address: it is 1,153 km away, and it delivers within 25 km.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
});

test('a session the server has ended answers 401: the sign-in page says so once, and signing in comes back', async ({
  page,
  request,
}) => {
  await signIn(page, 'aarav');
  await page.goto('/user/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_cred') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  // The session ends on the server (as a sign-out on another device would); the page does not know yet. From now on
  // the server answers its token 401: the reload's calls, or a poll of the open screen that comes first (its answer
  // may arrive as the page unloads, so the test judges what the customer sees, not which call was refused).
  const session = { headers: { Authorization: `Bearer ${token}` } };
  expect((await request.post(`${API}api/auth/logout`, session)).status()).toBe(200);
  expect((await request.get(`${API}api/auth/me`, session)).status()).toBe(401);
  if (!/\/login$/.test(page.url())) await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user_cred'))).toBeNull();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(1);

  // Said once: the sign-in page shown again says nothing of it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);

  // Signing in brings the customer back to where they were.
  await page.getByLabel('Phone Number').fill(CUSTOMERS.aarav.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMERS.aarav.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/user\/order-history$/);
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
});

test('the Demo city chosen without an address is kept at the next page load, as in the in-browser demo', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Demo city').selectOption('Jaipur');
  await expect(page.getByTestId('location-summary')).toContainText('Near Jaipur');
  await page.reload();
  await expect(page.getByLabel('Demo city')).toHaveValue('Jaipur');
  await expect(page.getByTestId('location-summary')).toContainText('Near Jaipur');
  await expect(page.getByTestId('location-summary')).toContainText('(chosen city)');
});
