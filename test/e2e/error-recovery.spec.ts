import { expect, test } from './support/fixtures';
import { checkoutWith } from './support/checkout';
import { trackRequests } from './support/networkQuiet';

test('a screen whose code fails to load (after a deploy) reloads the page once, then keeps the header and footer and offers Reload and Home', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "India's Best Authentic Food Delivery" })).toBeVisible();
  let helpChunkRequests = 0;
  let documentLoads = 0;
  await page.route(/\/assets\/HelpPage-[^/]*\.js$/, (route) => {
    helpChunkRequests++;
    return route.abort('failed');
  });
  page.on('load', () => documentLoads++);

  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('This page could not be loaded.', { exact: false })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(documentLoads, 'the page reloaded itself once').toBe(1);
  expect(helpChunkRequests).toBe(2);
  await expect(page).toHaveURL(/\/help$/);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
});

test('offline, a screen whose code cannot be loaded says so, stays in the app, and opens once the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "India's Best Authentic Food Delivery" })).toBeVisible();
  // The app is live (the prerendered page's controls too) and has what it needs for /: then the signal goes.
  await expect(page.locator('[data-shell-disabled]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();

  // It reloaded itself before: offline, that left the app for the browser's own error page.
  const alert = page.getByRole('alert').filter({ hasText: 'You are offline' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(page.url()).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/help$/);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
});

test('offline, an account menu never downloaded says so and leaves the page; online it opens, at most one Try again away', async ({
  page,
  context,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page.locator('[data-shell-disabled]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.click();

  // It showed the offline notice over the whole layout, which stays: header, page and footer.
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline. This needs a connection: try again once you are back online.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Online, the offline notice goes and the next tap downloads the menu anew. A browser that keeps the failed
  // download until a reload gets the reload notice instead: its Try again reloads, and the menu then opens.
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await account.click();
  const signIn = page.getByRole('dialog').getByRole('link', { name: 'Sign In' });
  const reloadNotice = page
    .getByRole('alert')
    .filter({ hasText: 'This could not be loaded: the page must be reloaded.' });
  await expect(signIn.or(reloadNotice)).toBeVisible();
  if (await reloadNotice.isVisible()) {
    await reloadNotice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-shell-disabled]')).toHaveCount(0);
    await account.click();
  }
  await expect(signIn).toBeVisible();
});

test('once the customer has touched the page, the account menu opens in a tunnel too', async ({ page, context }) => {
  await page.goto('/help');
  await expect(page.locator('[data-shell-disabled]')).toHaveCount(0);
  const requests = trackRequests(page);
  await page.getByRole('heading', { level: 1, name: 'Help & Support' }).click();
  await requests.quiet();
  await context.setOffline(true);
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unhandled promise rejection is reported to the customer, not swallowed', async ({ page, pageErrors }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('nobody caught me'));
  });
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  // The browser still reports it as an uncaught error (so other tests notice such bugs); this one was on purpose.
  await expect.poll(() => pageErrors.join()).toContain('nobody caught me');
  pageErrors.length = 0;
});

test("an app whose code cannot be downloaded says so instead of leaving the page's inert first paint", async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong while starting the app. Please try again.');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});

test('an order placed just after the network dropped still shows its screen: the Payment page fetched its code ahead', async ({
  page,
  context,
  signedIn,
}) => {
  await signedIn();
  const prefetched = page.waitForResponse(/\/assets\/OrderStatusPage-[^/]*\.js$/);
  await checkoutWith(page, 1, 2);
  await prefetched;
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  // The demo backend runs in the page: the order is placed; only code still to download would fail.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await context.setOffline(false);
});
