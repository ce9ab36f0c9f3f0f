import { expect, test } from './support/fixtures';
import { openAccountDrawer, signIn } from './support/customers';

/** Keys of one customer's data (PER_CUSTOMER_KEYS in src/infrastructure/ports/KeyValueStore.ts). */
const PER_CUSTOMER_KEYS = [
  'user_cred',
  'user',
  'cartItems',
  'currentRestaurantId',
  'backendCartCount',
  'userAddresses',
  'latestAddress',
  'fcmToken',
  'railbite.checkoutAttempt',
  'railbite.noAddressPromptDismissed',
  'railbite.partnerOnboarding',
  'railbite.chosenCity',
];

test('after Logout the next visitor sees nothing of the customer: /track-order shows no address of theirs', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: /Flat 302, Surya Kiran Building/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('latestAddress'))).toContain('Surya Kiran');
  await expect(page.getByText(/^Notifications are on/)).toBeVisible();

  const drawer = await openAccountDrawer(page);
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect((await openAccountDrawer(page)).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  const left = await page.evaluate(
    (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
    PER_CUSTOMER_KEYS,
  );
  expect(left).toEqual([]);
  await page.goto('/track-order');
  const addresses = page.getByRole('region', { name: 'Delivery Address' });
  await expect(addresses.getByText('Drop')).toBeVisible();
  await expect(addresses).not.toContainText('Surya Kiran');
  await expect(addresses).not.toContainText('Kasturba Gandhi Marg');
});

test('the partner documents screen keeps PAN, GSTIN, IFSC and the account number in memory only', async ({ page }) => {
  await page.goto('/restaurant-docs');
  await expect(
    page.getByText(
      'For your security, your PAN, GSTIN, IFSC and bank account number are kept only while this page is open',
      { exact: false },
    ),
  ).toBeVisible();
  await page.getByLabel('Business PAN').fill('AAPFU0939F');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByLabel('Bank IFSC code').fill('HDFC0001234');
  await page.getByLabel('Bank account number').fill('50100123456789');
  await page.getByLabel('FSSAI licence number').fill('10020011000123');
  const saved = await page.evaluate(() => JSON.stringify(localStorage));
  for (const secret of ['AAPFU0939F', '27AAPFU0939F1ZV', 'HDFC0001234', '50100123456789'])
    expect(saved).not.toContain(secret);

  await page.reload();
  await expect(page.getByLabel('FSSAI licence number')).toHaveValue('10020011000123');
  await expect(page.getByLabel('Business PAN')).toHaveValue('');
  await expect(page.getByLabel('Bank account number')).toHaveValue('');
});

test('Logout forgets the partner draft (owner and bank details included); the screens offer Forget this draft', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/restaurant-docs');
  await page.getByLabel('Bank account number').fill('50100123456789');
  await page.getByLabel('FSSAI licence number').fill('10020011000123');
  expect(await page.evaluate(() => localStorage.getItem('railbite.partnerOnboarding'))).toContain('10020011000123');
  await expect(page.getByRole('button', { name: 'Forget this draft' })).toBeVisible();

  await (await openAccountDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  await expect((await openAccountDrawer(page)).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => localStorage.getItem('railbite.partnerOnboarding'))).toBeNull();
  await page.goto('/restaurant-docs');
  await expect(page.getByLabel('Bank account number')).toHaveValue('');
  await expect(page.getByLabel('FSSAI licence number')).toHaveValue('');
});
