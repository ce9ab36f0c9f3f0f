import { expect, test } from './support/fixtures';

test('help: quick option in the live chat gets a canned reply', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Live Support' });
  await chat.getByRole('button', { name: 'Refund status' }).click();
  await expect(chat.getByText('Refund status', { exact: true })).toBeVisible();
  await expect(chat.getByText(/Refunds reach your original payment method in 5-7 business days/)).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

for (const [width, height, expected] of [
  [1024, 700, 700],
  [1023, 700, 500],
] as const) {
  test(`the live chat is ${expected === height ? 'full height' : '500 px tall'} at ${width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/help');
    await page.getByRole('button', { name: 'Start Chat' }).click();
    const box = await page.getByRole('dialog', { name: 'Live Support' }).boundingBox();
    expect(box?.height).toBe(expected);
  });
}

for (const [path, heading, fact] of [
  ['/terms&conditions', 'Terms & Conditions', 'Effective from 10th July 2025'],
  ['/privacy-policy', 'Privacy Policy', 'We do not sell personal data'],
  ['/refund-policy', 'Refund Policy', 'We decide within 7 business days.'],
  ['/shipping-timeline', 'Delivery and shipping timeline', 'roughly 30 minutes to 1 hour'],
] as const) {
  test(`${path} shows the ${heading}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(fact, { exact: false }).first()).toBeVisible();
  });
}
