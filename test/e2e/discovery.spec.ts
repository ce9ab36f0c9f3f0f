import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { restaurantNamesIn } from './support/demo';
import { restaurantGrid, scrollUntilText, showGrid } from './support/grid';

test('home shows the heading, cuisines and restaurant cards near the demo location', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "India's Best Authentic Food Delivery" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse by Cuisines' })).toBeVisible();
  await expect(page.getByText('More coming')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover New' })).toBeVisible();
  await showGrid(page);
  const firstCard = restaurantGrid(page).getByRole('listitem').first();
  const name = await firstCard.getByRole('heading').textContent();
  expect(restaurantNamesIn('New Delhi')).toContain(name);
  await expect(firstCard.getByText(/\d mins$/)).toBeVisible();
  await expect(firstCard.getByText(/reviews · [\d.]+ k?m$/)).toBeVisible();
  await expect(firstCard.locator('img')).toHaveAttribute('width', '400');
  await expect(firstCard.locator('img')).toHaveAttribute('loading', 'lazy');
});

test("the home search field is written in the page's fonts, which carry the Indian scripts", async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Search for restaurants and cuisines' });
  await expect(trigger).toBeVisible();
  const [field, body] = await trigger.evaluate((element) => [
    getComputedStyle(element).fontFamily,
    getComputedStyle(document.body).fontFamily,
  ]);
  expect(body).toContain('Noto Sans Devanagari');
  expect(field).toBe(body);
});

test('scrolling to the end loads every page and shows the end text', async ({ page }) => {
  await page.goto('/');
  const names = await scrollUntilText(page, "You've reached the end of the list");
  expect([...names].sort()).toEqual(restaurantNamesIn('New Delhi').sort());
});

test('the Pure Veg chip leaves only pure-veg restaurants', async ({ page }) => {
  await page.goto('/');
  await showGrid(page);
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
  const names = await scrollUntilText(page, "You've reached the end of the list");
  expect([...names].sort()).toEqual(restaurantNamesIn('New Delhi', (r) => r.pureVeg).sort());
});

test('search Biryani → the Biryani category → its list → a restaurant: the menu opens with the search text', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search for restaurants and cuisines' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByLabel('Search restaurants and cuisines').fill('Biryani');
  await search.getByRole('list', { name: 'Cuisines' }).getByRole('link', { name: 'Biryani' }).click();

  await expect(page).toHaveURL(/\/cuisines\?category_id=3&category_name=Biryani&itemSearch=Biryani$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Biryani restaurants' })).toBeVisible();
  await page.getByRole('link', { name: 'Paharganj Biryani House' }).click();

  await expect(page).toHaveURL(/\/foods\/item-card\/1$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ itemSearch: 'Biryani' });
  await expect(page.getByRole('heading', { level: 1, name: 'Paharganj Biryani House' })).toBeVisible();
  await expect(page.getByLabel('Search for dishes')).toHaveValue('Biryani');
  await expect(page.getByRole('heading', { name: /Biryani/ }).nth(1)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search results' text stops short of each restaurant's heart", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search for restaurants and cuisines' }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await search.getByLabel('Search restaurants and cuisines').fill('biryani');
    const heartOf = (scope: Page | Locator) => scope.getByRole('button', { name: /to favourites$/ });
    const results = search
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('listitem')
      .filter({ has: heartOf(page) });
    await expect(results).toHaveCount(2);
    for (const result of await results.all()) {
      const heart = (await heartOf(result).boundingBox())!;
      // The line under the name ('4.7 ★ · 18 mins · Jhandewalan · 3.1 km', a block as wide as the text may go) ran
      // under the heart.
      const details = (await result.locator('.MuiListItemText-secondary').boundingBox())!;
      expect(details.x + details.width).toBeLessThanOrEqual(heart.x);
    }
  });
});

test('the cuisine page survives a reload from its URL', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Cuisines' }).getByRole('link', { name: 'Pizza' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza restaurants' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza restaurants' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kamla Nagar Pizza Yard' })).toBeVisible();
});

test('the demo city switch relists at once', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Demo city').selectOption('Jaipur');
  await expect(page.getByTestId('location-summary')).toContainText('Near Jaipur');
  const names = await scrollUntilText(page, "You've reached the end of the list");
  expect([...names].sort()).toEqual(restaurantNamesIn('Jaipur').sort());
});

test('the chosen demo city is kept at the next page load; Detected location goes back', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Demo city').selectOption('Jaipur');
  await expect(page.getByTestId('location-summary')).toContainText('Near Jaipur');
  await page.reload();
  await expect(page.getByLabel('Demo city')).toHaveValue('Jaipur');
  await expect(page.getByTestId('location-summary')).toContainText('Near Jaipur');
  await page.getByLabel('Demo city').selectOption('Detected location');
  await page.reload();
  await expect(page.getByLabel('Demo city')).toHaveValue('');
  await expect(page.getByTestId('location-summary')).not.toContainText('(chosen city)');
});
