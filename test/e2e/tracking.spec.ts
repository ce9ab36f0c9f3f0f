import { expect, test } from './support/fixtures';
import { restaurantAddressByName } from './support/orders';
import { pauseClockSoon } from './support/pauseClock';
import { checkoutWith, ORDER_ID } from './support/checkout';

test("Track Order opened from Order History follows that order on the map, and never claims more than the order's status", async ({
  page,
  signedIn,
}) => {
  await page.clock.install();
  await signedIn();
  await page.goto('/user/order-history');
  const outForDelivery = page.getByRole('article').filter({ hasText: 'Out for Delivery' }).first();
  const orderId = (await outForDelivery.getByText(/^Order ID: RB\d+$/).textContent())!.replace('Order ID: ', '');
  const restaurant = (await outForDelivery.getByRole('heading').textContent())!;
  await outForDelivery.getByRole('link', { name: `Track order ${orderId}` }).click();

  await expect(page).toHaveURL(/\/track-order$/);
  const arriving = page.getByText(new RegExp(`^Order #${orderId} · Arriving in \\d+ minutes?$`));
  await expect(arriving).toBeVisible();
  await expect(page.getByText('Status: Out for Delivery')).toBeVisible();
  const map = page.getByRole('region', { name: 'Delivery route map' });
  await expect(map).toBeVisible();
  // From here the simulation moves only when the test says so (a busy machine must not tick it on).
  await pauseClockSoon(page, 100);
  const etaNow = async () => {
    const minutes = Number(/Arriving in (\d+) minutes?/.exec((await arriving.textContent())!)![1]);
    expect(await page.getByText(/^ETA \d+ min$/).textContent()).toBe(`ETA ${minutes} min`);
    return minutes;
  };
  let before = 0;
  await expect(async () => {
    before = await etaNow();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(25);
  }).toPass();
  expect((await map.boundingBox())!.height).toBe(400);
  await expect(map.locator('.leaflet-control-zoom')).toHaveCount(0);
  // The attribution's link is marked by more than its colour (WCAG 1.4.1).
  const attributionLink = map.locator('.leaflet-control-attribution a').first();
  expect(await attributionLink.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
  await map.getByRole('button', { name: 'Your Location' }).click();
  await expect(
    map.getByText('Flat 302, Surya Kiran Building, 19 Kasturba Gandhi Marg, New Delhi, Delhi 110001'),
  ).toBeVisible();
  await map.getByRole('button', { name: 'Delivery Vehicle' }).click();
  await expect(map.getByText('On the way to you!')).toBeVisible();

  // The order is out for delivery: confirmed and picked up are done, with no made-up times; however long the
  // screen stays open, the simulation does not deliver it, and the ETA falls by the clock (one minute a minute).
  const timeline = page.getByRole('region', { name: 'Order Status' });
  const checkTimeline = async () => {
    await expect(timeline.getByRole('img', { name: 'Done' })).toHaveCount(2);
    await expect(timeline.getByRole('img', { name: 'Not yet' })).toHaveCount(2);
    await expect(timeline.getByText(/ago$|^Just now$/)).toHaveCount(0);
  };
  await checkTimeline();
  await page.clock.runFor(50_000);
  await expect(page.getByText(`Order #${orderId} · Delivered`)).toHaveCount(0);
  await expect(page.getByText('Status: Out for Delivery')).toBeVisible();
  await checkTimeline();
  const after = await etaNow();
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThanOrEqual(1);

  await map.getByRole('button', { name: 'Restaurant' }).click();
  await expect(map.getByText(restaurant, { exact: true })).toBeVisible();
  await expect(map.getByText(restaurantAddressByName(restaurant))).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Delivery Partner' }).getByRole('link', { name: /^Call / }),
  ).toHaveAttribute('href', /^tel:\+91\d{10}$/);
});

test('a just-placed cash order is tracked as Pending: no step is ticked until the restaurant accepts it', async ({
  page,
  signedIn,
}) => {
  await page.clock.install();
  await signedIn();
  await checkoutWith(page, 1, 1);
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = page.url().match(ORDER_ID)![0];
  await page.getByRole('button', { name: 'Track Order' }).click();

  await expect(page.getByText(`Order #${orderId} · Arriving in 25 minutes`)).toBeVisible();
  await expect(page.getByText('Status: Pending')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Order Status' });
  await expect(timeline.getByRole('img', { name: 'Not yet' })).toHaveCount(4);
  await expect(timeline.getByRole('img', { name: 'Done' })).toHaveCount(0);
});
