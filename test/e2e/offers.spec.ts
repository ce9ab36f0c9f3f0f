import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const cards = (page: Page) => page.getByRole('article');

test('offers: the chips filter and sort the restaurants', async ({ page }) => {
  await page.goto('/offers-near-me');
  await expect(cards(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Within 5km' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 6 restaurants')).toBeVisible();
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await page.getByRole('button', { name: 'Sort By' }).click();
  await page.getByRole('menuitemradio', { name: 'Rating: high to low' }).click();
  await expect(cards(page).first()).toHaveAccessibleName('The Saffron Courtyard');
  await expect(cards(page)).toHaveCount(4);
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
  const card = page.getByRole('article', { name: 'Dragon Lantern' });
  const first = card.getByRole('img', { name: 'Dragon Lantern, picture 1 of 3' });
  await expect(first).toBeVisible();
  // The first picture is simply there; a rotated one fades in over 600 ms.
  await expect(first).toHaveCSS('animation-name', 'none');
  const second = card.getByRole('img', { name: 'Dragon Lantern, picture 2 of 3' });
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

  test("offers: distances are measured from the customer's location (in Rajouri Garden its cafe is near)", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('location-summary')).toContainText('your device location');
    await page
      .getByRole('link', { name: /^Offers/ })
      .first()
      .click();
    const cafe = cards(page).filter({ has: page.getByRole('heading', { name: 'Mint & Masala Cafe' }) });
    await expect(cafe.getByText(/^Rajouri Garden · 0\.\d km$/)).toBeVisible();
    await page.getByRole('button', { name: 'Within 5km' }).click();
    await expect(cafe).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Lodhi Colony' })).toHaveCount(0);
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
