import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/customers';

/** Clicks one star of an MUI star rating (its visible label). */
const clickStar = (scope: Locator, stars: number) =>
  scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${stars} Stars?$`) })
    .click();

test('filter the history, expand an order, and rate a delivered one; the rating stays after a reload', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.goto('/user/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByText('Track your past orders and reorder your favorites')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();

  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasNotText: 'Delivered' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();

  const unrated = cards.filter({ hasText: 'Rate this order' }).first();
  const orderId = (await unrated.getByText(/^Order ID: RB\d+$/).textContent())!.replace('Order ID: ', '');
  const card = cards.filter({ hasText: `Order ID: ${orderId}` });
  await card.getByRole('button', { name: 'Order details' }).click();
  await expect(card.getByText('25-35 min')).toBeVisible();
  await expect(card.getByText('Total', { exact: true })).toBeVisible();

  await clickStar(card, 4);
  const dialog = page.getByRole('dialog', { name: 'Rate Your Order' });
  await expect(dialog.getByRole('group', { name: 'Food' }).getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await clickStar(dialog.getByRole('group', { name: 'Delivery' }), 5);
  await dialog.getByLabel('Comment').fill('Hot, tasty and on time');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Rating submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `Order ID: ${orderId}` })
      .getByRole('img', { name: 'Rated 4 of 5' }),
  ).toBeVisible();
});

test('a visitor is asked to sign in and comes back to the history', async ({ page }) => {
  await page.goto('/user/order-history');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, 'priya');
  await expect(page).toHaveURL(/\/user\/order-history$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test.describe('the prerendered page, before the app has taken it over', () => {
  test.use({ javaScriptEnabled: false });

  test('its filter chips are disabled (a tap there would be lost), as its native buttons are', async ({ page }) => {
    await page.goto('/user/order-history');
    // includeHidden: the prerendered page is inert and hidden from assistive technology until the app runs.
    const filters = page.getByRole('button', {
      name: /^(All Orders|Pending|Payment Processing|Delivered)$/,
      includeHidden: true,
    });
    await expect(filters).toHaveCount(4);
    for (const chip of await filters.all()) await expect(chip).toBeDisabled();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every status filter chip shows whole (the row wraps; it scrolled, with no bar, and cut "Payment Pr…")', async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto('/user/order-history');
    const row = page.getByRole('group', { name: 'Filter orders by status' });
    const chips = row.getByRole('button');
    await expect(chips).toHaveCount(9);
    const box = (await row.boundingBox())!;
    for (const chip of await chips.all()) {
      const chipBox = (await chip.boundingBox())!;
      expect(chipBox.x + chipBox.width, (await chip.textContent()) ?? '').toBeLessThanOrEqual(box.x + box.width);
    }
    await expect(row.getByRole('button', { name: 'Payment Processing' })).toBeVisible();
  });
});
