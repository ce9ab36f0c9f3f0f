import { expect, test } from '../e2e/support/fixtures';
import { openAccountDrawer, signIn } from '../e2e/support/customers';
import { restaurantGrid, showGrid } from '../e2e/support/grid';
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

test('the home list, a menu, a train journey, the order history and an order read online are shown offline after a reload, saying so; sign-out erases them', async ({
  page,
  context,
}) => {
  await signIn(page, 'aarav');
  await page.goto('/');
  await waitForAppWorker(page);
  await showGrid(page);
  const firstKitchen = (await restaurantGrid(page).getByRole('heading').first().textContent())!;

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
  const orderId = (await firstOrder.textContent())!.replace('Order ID: ', '');
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
  await page.goto(`/track-order?orderId=${orderId}`);
  const tracked = page.getByText(`Order #${orderId}`, { exact: false });
  await expect(tracked).toBeVisible();
  await page.goto('/user/order-history');
  await expect(firstOrder).toBeVisible();

  // In a tunnel: no network for the page nor for its worker. Each screen is opened afresh (a reload).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  // The offline reload paints from the worker's cache: its first and largest paints (docs/PERFORMANCE.md).
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
        new PerformanceObserver((list) => {
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? -1 });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  console.info(`offline reload of Order History: FCP ${Math.round(paints.fcp)} ms, LCP ${Math.round(paints.lcp)} ms`);
  expect(paints.lcp).toBeGreaterThan(0);
  expect(paints.lcp).toBeLessThan(2_500);

  await page.goto('/');
  await showGrid(page);
  await expect(restaurantGrid(page).getByRole('heading').first()).toHaveText(firstKitchen);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  await page.goto('/foods/item-card/1');
  await expect(kitchen).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(dishes);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  await page.goto(`/track-order?orderId=${orderId}`);
  await expect(tracked).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  await page.goto('/train/journey');
  await expect(train).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();

  // Back online, the next answers are live and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(train).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);

  // Signing out erases what was seen with the customer's other data.
  const savedAnswers = () => page.evaluate(() => localStorage.getItem('railbite.seenAnswers'));
  expect(await savedAnswers()).not.toBeNull();
  await (await openAccountDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  await expect.poll(savedAnswers).toBeNull();
});
