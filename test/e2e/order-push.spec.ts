import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/customers';
import { checkoutWith, ORDER_ID } from './support/checkout';
import { useDemoSettings } from './support/demo';
import { restaurantName } from './support/orders';
import { pauseClockSoon } from './support/pauseClock';

const MINUTE = 60_000;
/**
 * The demo clock starts at 10:00 UTC today: run from the wall clock, 'while no page was open' failed from 23:30 UTC
 * (the order history never left its prerendered state after the jump; cause not found, see docs/RELIABILITY.md).
 */
const TODAY_AT_TEN = new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00Z`);
/** A Mumbai restaurant of Priya's (an estimate of 23 minutes: the demo delivers 28 minutes after confirmation). */
const RESTAURANT = 50;
const DELIVERED_AFTER_MINUTES = 28;

/** The order push toasts on screen: their text, then their button. */
const pushToasts = (page: Page): Locator => page.getByRole('alert').filter({ hasText: /^Order RB\d+/ });

/** Steps the paused clock a little at a time until `locator` shows (a screen's answers wait on the clock). */
async function stepUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(locator).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** When the demo backend took the order, or (`confirmedAt`) its kitchen got it (saved data), on the page's clock. */
async function placedAt(
  page: Page,
  orderId: string,
  moment: 'createdAt' | 'confirmedAt' = 'createdAt',
): Promise<number> {
  return page.evaluate(
    ([id, field]) => {
      const saved = JSON.parse(localStorage.getItem('railbite.fake-backend') ?? '{}') as {
        collections: { orders: ({ orderId: string } & Record<typeof field, number>)[] };
      };
      return saved.collections.orders.find((order) => order.orderId === id)![field];
    },
    [orderId, moment] as const,
  );
}

/**
 * Runs the page's clock (timers fire in order) to 2 s past `minutes` after the order was placed: the push of
 * that moment has arrived and its toast (10 s) is still up, whatever the machine's speed.
 */
async function runToMinute(page: Page, placed: number, minutes: number) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(Math.max(0, placed + minutes * MINUTE + 2_000 - now));
}

/** Priya, under Playwright's clock, with push on, places a cash-on-delivery order; answers its id. */
async function placeCashOrderWithPush(page: Page): Promise<string> {
  await page.clock.install({ time: TODAY_AT_TEN });
  await signIn(page, 'priya');
  await expect(page.getByText('Notifications are on: Hi Priya, we will tell you when your order moves.')).toBeVisible();
  await checkoutWith(page, RESTAURANT, 1);
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  return page.url().match(ORDER_ID)![0];
}

test('a cash order: one push per status in order as the demo clock moves, the last offering the rating; clicks open the right screens; Order History updates without a reload', async ({
  page,
}) => {
  const orderId = await placeCashOrderWithPush(page);
  const restaurant = restaurantName(RESTAURANT);

  await page.getByRole('link', { name: 'View Order History' }).click();
  const card = page.getByRole('article').filter({ hasText: `Order ID: ${orderId}` });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  // From here time moves only when the test says so (a busy machine must not close a toast before it is read).
  await pauseClockSoon(page, 2_000);
  const placed = await placedAt(page, orderId);
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  await expect(pushToasts(page)).toHaveCount(0);

  // 1 minute: the restaurant accepts the order.
  await runToMinute(page, placed, 1);
  await expect(pushToasts(page)).toHaveText([
    `Order ${orderId} confirmed: ${restaurant} has accepted your order ${orderId} and will start preparing it shortly.Track Order`,
  ]);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();

  // 3 minutes: the kitchen starts. The earlier toast has closed itself (10 s).
  await runToMinute(page, placed, 3);
  await expect(pushToasts(page)).toHaveText([
    `Order ${orderId} is being prepared: ${restaurant} is preparing your order ${orderId}.Track Order`,
  ]);
  await expect(card.getByText('Preparing', { exact: true })).toBeVisible();

  // 15 minutes: out for delivery, with the delivery PIN, which the expanded card shows too.
  await runToMinute(page, placed, 15);
  await expect(pushToasts(page)).toHaveCount(1);
  await expect(pushToasts(page)).toContainText(
    new RegExp(
      `^Order ${orderId} is out for delivery: Your order ${orderId} from ${restaurant} is on its way\\. Delivery PIN: (\\d{4}) \\(share it only with the delivery partner\\)\\.`,
    ),
  );
  const pin = (await pushToasts(page).textContent())!.match(/Delivery PIN: (\d{4})/)![1]!;
  await expect(card.getByText('Out for Delivery', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Order details' }).click();
  await expect(card.getByText(`Delivery PIN: ${pin}`)).toBeVisible();
  expect(reloads, 'Order History updated itself, without a navigation').toEqual([]);

  // A click on the push opens Track Order for that order, with its status.
  await pushToasts(page).getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?orderId=${orderId}$`));
  await stepUntilVisible(page, page.getByText(new RegExp(`^Order #${orderId} · `)));
  await expect(page.getByRole('status').filter({ hasText: 'Status: Out for Delivery' })).toBeVisible();
  await expect(pushToasts(page)).toHaveCount(0);

  // Delivered: the last push offers the rating, and Track Order follows it without a reload.
  await runToMinute(page, placed, DELIVERED_AFTER_MINUTES);
  const delivered = pushToasts(page);
  await expect(delivered).toHaveText([
    `Order ${orderId} delivered: Your order ${orderId} from ${restaurant} has been delivered. Enjoy your meal! Rate your order.Rate your order`,
  ]);
  await expect(page.getByText(`Order #${orderId} · Delivered`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status: Delivered' })).toBeVisible();

  // Its click opens Order History with that order expanded and Rate Your Order open.
  await delivered.getByRole('button', { name: 'Rate your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order-history\\?order=${orderId}&rate=1$`));
  const dialog = page.getByRole('dialog', { name: 'Rate Your Order' });
  await stepUntilVisible(page, dialog);
  // Offered once: the address no longer asks for it (a reload would not open it again).
  await expect(page).toHaveURL(new RegExp(`/user/order-history\\?order=${orderId}$`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await stepUntilVisible(page, card.getByText('Delivered', { exact: true })); // once the dialog has closed
  await expect(card.getByRole('button', { name: 'Order details' })).toHaveAttribute('aria-expanded', 'true');

  // Nothing more moves: no push is repeated however long the clock runs.
  await runToMinute(page, placed, 90);
  await expect(pushToasts(page)).toHaveCount(0);
});

test('a change that happened while no page was open is pushed once when the next page listens', async ({ page }) => {
  const orderId = await placeCashOrderWithPush(page);

  // The tab is closed; two minutes later the customer opens the app again.
  await page.goto('about:blank');
  await page.clock.fastForward(2 * MINUTE);
  await page.goto('/user/order-history');
  const card = page.getByRole('article').filter({ hasText: `Order ID: ${orderId}` });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText(`Order ${orderId} confirmed: `)).toBeVisible();
  await expect(page.getByText(`Order ${orderId} confirmed: `)).toHaveCount(1);

  // A reload tells nothing again.
  await page.reload();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page.getByText(`Order ${orderId} confirmed: `)).toHaveCount(0);
});

// The demo knob {"rejectingRestaurants": [1]}: a sales demo (and this test) of a live order the restaurant turns down.
test('a restaurant that rejects orders: the paid order is Rejected a minute later, pushed with the refund; Order History and Track Order say so', async ({
  page,
  signedIn,
}) => {
  const REJECTING = 1;
  await useDemoSettings(page, { rejectingRestaurants: [REJECTING] });
  await page.clock.install({ time: TODAY_AT_TEN });
  await signedIn();
  await checkoutWith(page, REJECTING, 2);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/demo-payment\/RB\d+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = page.url().match(ORDER_ID)![0];
  await expect(page.getByText('Order status: Pending')).toBeVisible();
  await pauseClockSoon(page, 2_000);

  // 1 minute after the kitchen got it, the restaurant turns it down instead of accepting it.
  await runToMinute(page, await placedAt(page, orderId, 'confirmedAt'), 1);
  const rejected = pushToasts(page);
  await expect(rejected).toHaveText([
    `Order ${orderId} rejected: ${restaurantName(REJECTING)} could not accept your order ${orderId}. ` +
      'The amount you paid will be refunded to your original payment method in 5-7 business days.View Order',
  ]);
  await expect(page.getByText('Order status: Rejected')).toBeVisible();

  // Its click opens Order History with the order expanded: Rejected, and the refund of what was paid.
  await rejected.getByRole('button', { name: 'View Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order-history\\?order=${orderId}$`));
  const card = page.getByRole('article').filter({ hasText: `Order ID: ${orderId}` });
  await stepUntilVisible(page, card.getByText('Rejected', { exact: true }));
  const total = (await card.getByText(/^₹/).first().textContent())!.trim();
  await expect(
    card.getByText(`The restaurant rejected this order. Refund: ${total} to the way you paid.`),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);

  // Track Order says Rejected instead of an arrival time.
  await page.goto(`/track-order?orderId=${orderId}`);
  await stepUntilVisible(page, page.getByText(`Order #${orderId} · Rejected`));
  await expect(page.getByRole('status').filter({ hasText: 'Status: Rejected' })).toBeVisible();
});
