import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const cards = (page: Page) => page.getByRole('article');

test('offers: the chips filter and sort the restaurants', async ({ page }) => {
  await page.goto('/offers-near-me');
  await expect(cards(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Within 5km' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 6 restaurants')).toBeVisible();
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await page.getByRole('button', { name: 'Sort By' }).click();
  await page.getByRole('menuitemradio', { name: 'Rating: high to low' }).click();
  await expect(cards(page).first()).toHaveAccessibleName('Daryaganj Kebab Point');
  await expect(cards(page)).toHaveCount(5);
});

test('offers: Dineout tab and back to Order Online', async ({ page }) => {
  await page.goto('/offers-near-me');
  await page.getByRole('tab', { name: 'Dineout' }).click();
  await expect(page.getByRole('heading', { name: 'Dineout Section' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Order Online' }).click();
  await expect(page.getByRole('tab', { name: 'Order Online' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(6);
});

test('offers: pictures rotate, and Order Now in the carousel goes home', async ({ page }) => {
  await page.goto('/offers-near-me');
  const card = page.getByRole('article', { name: 'Nizamuddin Nihari Ghar' });
  const first = card.getByRole('img', { name: 'Nizamuddin Nihari Ghar, picture 1 of 3' });
  await expect(first).toBeVisible();
  // The first picture is simply there; a rotated one fades in over 600 ms.
  await expect(first).toHaveCSS('animation-name', 'none');
  const second = card.getByRole('img', { name: 'Nizamuddin Nihari Ghar, picture 2 of 3' });
  await expect(second).toBeVisible({ timeout: 5000 });
  await expect(second).toHaveCSS('animation-duration', '0.6s');
  await expect(second).not.toHaveCSS('animation-name', 'none');
  await page.getByRole('button', { name: 'Next offer' }).click();
  await expect(page.getByRole('group', { name: '2 of 4' })).toBeVisible();
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("from the customer's own position", () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 28.6422, longitude: 77.1225 } });

  test("offers: the restaurants are those that deliver to the customer's location, at their true distance", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('location-summary')).toContainText('your device location');
    await page
      .getByRole('link', { name: /^Offers/ })
      .first()
      .click();
    // From Rajouri Garden the nearest is in Rajendra Place, 5.3 km away (not a fixed distance from the city centre).
    await expect(cards(page).first()).toHaveAccessibleName('Daryaganj Kebab Point');
    await expect(cards(page).first().getByText('Rajendra Place · 5.3 km')).toBeVisible();
    await page.getByRole('button', { name: 'Within 5km' }).click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No restaurants match these filters.')).toBeVisible();
  });
});

test("offers: a cuisine tile opens that cuisine's restaurants", async ({ page }) => {
  await page.goto('/offers-near-me');
  await page
    .getByRole('region', { name: 'Popular Cuisines Restaurants Near Me' })
    .getByRole('link', { name: 'Biryani' })
    .click();
  await expect(page).toHaveURL(/\/cuisines\?category_id=3&category_name=Biryani$/);
  await expect(page.getByRole('heading', { level: 1, name: /Biryani/ })).toBeVisible();
});

test("offers: an offer card, a chain and a noodles card each open that restaurant's menu", async ({ page }) => {
  const menuHeading = (name: string) => page.getByRole('heading', { level: 1, name });
  await page.goto('/offers-near-me');
  await cards(page).filter({ hasText: 'Dilli Dosa Junction' }).click();
  await expect(page).toHaveURL(/\/foods\/item-card\/7$/);
  await expect(menuHeading('Dilli Dosa Junction')).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'Restaurant Chains Near Me' })
    .getByRole('link', { name: 'Paharganj Biryani House' })
    .click();
  await expect(page).toHaveURL(/\/foods\/item-card\/1$/);
  await expect(menuHeading('Paharganj Biryani House')).toBeVisible();

  await page.goto('/foods/noodles');
  await page.getByTestId('noodle-card').filter({ hasText: 'CP Noodle Works' }).click();
  await expect(page).toHaveURL(/\/foods\/item-card\/15$/);
  await expect(menuHeading('CP Noodle Works')).toBeVisible();
});
