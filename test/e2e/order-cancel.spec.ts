import { expect, test } from './support/fixtures';
import { checkoutWith, toDemoGateway } from './support/checkout';

// FEATURES F-cancel: a paid order cancelled from Order History before the kitchen starts cooking.
test('cancel an order paid online from Order History: the refund is stated first, then it reads Cancelled', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await checkoutWith(page, 1, 2);
  const orderId = await toDemoGateway(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/user/order-history');
  const card = page.getByRole('article').filter({ hasText: `Order ID: ${orderId}` });
  const total = (await card.getByText(/^₹/).first().textContent())!.trim();
  await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
  await expect(dialog).toContainText(`Refund: ${total} to the way you paid.`);
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText(`Order ${orderId} cancelled`).first()).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  await page.reload();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('an order the kitchen is cooking says why it can no longer be cancelled', async ({ page, signedIn }) => {
  await signedIn();
  await page.goto('/user/order-history');
  await page.getByRole('button', { name: 'Preparing', exact: true }).click();
  const card = page.getByRole('article').first();
  await expect(card.getByText('Being prepared: it can no longer be cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
});
