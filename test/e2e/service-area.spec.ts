import { expect, test } from './support/fixtures';
import { cartBar, dishCard, openMenu, plainDish } from './support/menus';

/** Rajdhani Express Kitchen, Connaught Place, New Delhi; Priya's only saved address is in Bandra, Mumbai. */
const NEW_DELHI_KITCHEN = 2;
const TOO_FAR = 'it is 1,153 km away, and it delivers within 25 km.';

test("a New Delhi kitchen's menu tells Priya it does not deliver to her Mumbai address, and checkout will not order it", async ({
  page,
  signedIn,
}) => {
  await signedIn('priya');
  await openMenu(page, NEW_DELHI_KITCHEN);
  await expect(
    page.getByText(`Rajdhani Express Kitchen does not deliver to your selected address: ${TOO_FAR}`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change address' })).toHaveAttribute('href', '/user/address');

  const dish = plainDish(NEW_DELHI_KITCHEN);
  await dishCard(page, dish).getByRole('button', { name: 'ADD', exact: true }).click();
  await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const home = page.getByRole('radio', { name: /^Home/ });
  await expect(home).toBeChecked();
  await expect(page.getByText('1,153 km away: outside the delivery area')).toBeVisible();
  const reason = `Rajdhani Express Kitchen does not deliver to this address: ${TOO_FAR}`;
  await expect(page.getByText(`${reason} Choose a saved address within the delivery area, or add one.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add or manage addresses' })).toBeVisible();

  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toHaveCount(0);
});

test('a kitchen within the area shows no such notice on its menu', async ({ page, signedIn }) => {
  await signedIn('priya');
  await openMenu(page, 55);
  await expect(page.getByRole('heading', { level: 1, name: 'Lower Parel Pizza Republic' })).toBeVisible();
  await expect(page.getByText('does not deliver to your selected address')).toHaveCount(0);
});
