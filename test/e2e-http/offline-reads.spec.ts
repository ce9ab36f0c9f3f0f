import { expect, test } from '../e2e/support/fixtures';
import { signIn } from '../e2e/support/customers';
import { openMenu } from '../e2e/support/menus';
import { restaurantName } from '../e2e/support/orders';
import { waitForAppWorker } from '../e2e-offline/appWorker';

/**
 * Reads offline with the http adapters against the demo API server: the app's service worker serves the shell, and the
 * answers the customer has seen are served from what was saved, each screen saying so and since when.
 */
test.use({ serviceWorkers: 'allow' });

const NOTICE = /^Offline · showing what you saw at ([01]\d|2[0-3]):[0-5]\d$/;
const ASHA_PNR = '2401234567';

test('a menu, a train journey and the order history read online are shown again offline after a reload, saying so', async ({
  page,
  context,
}) => {
  await signIn(page, 'aarav');
  await page.goto('/');
  await waitForAppWorker(page);

  await openMenu(page, 1);
  const kitchen = page.getByRole('heading', { level: 1, name: restaurantName(1) });
  await expect(kitchen).toBeVisible();
  const dishes = await page.getByRole('article').count();

  await page.goto('/train');
  await page.getByLabel('PNR number').fill(ASHA_PNR);
  await page.getByRole('button', { name: 'Find journey' }).click();
  const train = page.getByRole('heading', { name: '12955 Mumbai Central – Jaipur Superfast Express' });
  await expect(train).toBeVisible();

  await page.goto('/user/order-history');
  const firstOrder = page.getByText(/^Order ID: RB\d+$/).first();
  await expect(firstOrder).toBeVisible();
  const orderId = (await firstOrder.textContent())!;
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);

  // In a tunnel: no network for the page nor for its worker. Each screen is opened afresh (a reload).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  await page.goto('/foods/item-card/1');
  await expect(kitchen).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(dishes);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  await page.goto('/train/journey');
  await expect(train).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  // Back online, the next answers are live and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(train).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
});
