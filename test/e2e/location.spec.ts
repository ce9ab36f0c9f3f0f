import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { restaurantNamesIn, useDemoSettings } from './support/demo';
import { restaurantGrid, showGrid } from './support/grid';

const firstCardName = async (page: Page) => {
  await showGrid(page);
  return restaurantGrid(page).getByRole('listitem').first().getByRole('heading').textContent();
};

test.describe('with device location allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 19.0544, longitude: 72.8406 } });

  test("the device's position drives the listing", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('location-summary')).toContainText('Near Mumbai');
    await expect(page.getByTestId('location-summary')).toContainText('your device location');
    expect(restaurantNamesIn('Mumbai')).toContain(await firstCardName(page));
  });
});

test('device location denied → the IP fallback places the customer in New Delhi', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('location-summary')).toContainText('Near New Delhi');
  await expect(page.getByTestId('location-summary')).toContainText('approximate location from your network');
  expect(restaurantNamesIn('New Delhi')).toContain(await firstCardName(page));
});

for (const operation of ['get-ip', 'ip-geolocation']) {
  test(`device denied and ${operation} failing → 'Unable to determine location', then Try again`, async ({ page }) => {
    await useDemoSettings(page, { faults: { [operation]: 'network' } });
    await page.goto('/');
    await expect(page.getByText('Unable to determine location')).toBeVisible();
    await expect(restaurantGrid(page)).toHaveCount(0);

    await page.evaluate(() => window.localStorage.removeItem('railbite.demo'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('location-summary')).toContainText('Near New Delhi');
  });
}
