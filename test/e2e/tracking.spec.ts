import { expect, test } from './support/fixtures';
import { restaurantAddressByName } from './support/orders';
import { pauseClockSoon } from './support/pauseClock';

test('Track Order opened from Order History follows that order on the map, and the simulation reaches Order Delivered', async ({
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
  await expect(page.getByText(`Order #${orderId} · Arriving in 25 minutes`)).toBeVisible();
  const map = page.getByRole('region', { name: 'Delivery route map' });
  await expect(map).toBeVisible();
  // From here the simulation moves only when the test says so (a busy machine must not tick it on). Until then it
  // follows the wall clock: on a slow machine the map is drawn a few simulated minutes on, so its ETA is read with the
  // heading's, after the pause.
  await pauseClockSoon(page, 100);
  const arriving = page.getByText(new RegExp(`^Order #${orderId} · Arriving in \\d+ minutes$`));
  await expect(async () => {
    const minutes = Number(/Arriving in (\d+) minutes/.exec((await arriving.textContent())!)![1]);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(25);
    expect(await page.getByText(/^ETA \d+ min$/).textContent()).toBe(`ETA ${minutes} min`);
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
  // The vehicle starts on the restaurant and ends on the customer, above both.
  await map.getByRole('button', { name: 'Delivery Vehicle' }).click();
  await expect(map.getByText('On the way to you!')).toBeVisible();

  const timeline = page.getByRole('region', { name: 'Order Status' });
  await expect(timeline.getByText('Just now')).toBeHidden();
  await page.clock.runFor(50_000);
  await expect(page.getByText(`Order #${orderId} · Delivered`)).toBeVisible();
  await expect(timeline.getByText('Order Delivered')).toBeVisible();
  await expect(timeline.getByText('Just now')).toBeVisible();
  await expect(timeline.getByRole('img', { name: 'Done' })).toHaveCount(4);

  await map.getByRole('button', { name: 'Restaurant' }).click();
  await expect(map.getByText(restaurant, { exact: true })).toBeVisible();
  await expect(map.getByText(restaurantAddressByName(restaurant))).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Delivery Partner' }).getByRole('link', { name: /^Call / }),
  ).toHaveAttribute('href', /^tel:\+91\d{10}$/);
});
