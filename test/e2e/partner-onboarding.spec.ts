import { expect, test } from './support/fixtures';

test('a restaurant owner goes from the name to a signed contract, and a reload keeps the draft', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Add your restaurant' }).click();
  await expect(page.getByRole('heading', { name: "Let's add your restaurant name", level: 1 })).toBeVisible();
  await page.getByLabel('Restaurant name').fill('Banyan Leaf');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/restaurent-info$/);
  await expect(page.getByLabel('Restaurant name')).toHaveValue('Banyan Leaf');
  await page.getByLabel("Owner's full name").fill('Meera Iyer');
  await page.getByLabel('Email address').fill('meera@example.in');
  await page.getByLabel('Mobile number').fill('98765 01234');
  await page.getByRole('button', { name: 'Add time slot' }).click();
  await page.getByLabel('Slot 1 closes').fill('15:00');
  await page.getByLabel('Slot 2 opens').fill('18:00');
  await page.getByLabel('Slot 2 closes').fill('23:00');

  await page.reload();
  await expect(page.getByLabel("Owner's full name")).toHaveValue('Meera Iyer');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876501234');
  await expect(page.getByLabel('Slot 2 opens')).toHaveValue('18:00');
  await page.getByRole('link', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/restaurant-docs$/);
  await expect(page.getByTestId('onboarding-step-1')).toContainText('(complete)');
  // Step 1 asks for no address, so step 2 states the FSSAI address rule instead of claiming a mismatch.
  await expect(
    page.getByText('The address on your FSSAI certificate must be the address of this restaurant', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('does not match the address on your FSSAI certificate')).toHaveCount(0);
  await page.getByLabel('Business PAN').fill('aapfu0939f');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByLabel('Bank IFSC code').fill('hdfc0001234');
  await page.getByLabel('Bank account number').fill('50100123456789');
  await page.getByLabel('FSSAI licence number').fill('10020011000123');
  await page.getByRole('link', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/menu-setup$/);
  await page.getByLabel('Category name').fill('Breakfast');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await page.getByRole('button', { name: 'Add item to Breakfast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a dish' });
  await dialog.getByLabel('Item name').fill('Masala Dosa');
  await dialog.getByLabel('Price (₹)').fill('149');
  await dialog.getByRole('radio', { name: 'Masala dosa' }).check();
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await expect(page.getByRole('region', { name: 'Breakfast' }).getByText('Masala Dosa')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/contract$/);
  await page.getByRole('tab', { name: 'Commission' }).click();
  await page.getByRole('radio', { name: '18% · Premium locations' }).check();
  await expect(page.getByRole('region', { name: 'Estimated monthly earnings' })).toContainText('₹2,15,250');
  const signing = page.getByRole('region', { name: 'Sign the contract' });
  for (const box of await signing.getByRole('checkbox').all()) await box.check();
  await page.getByLabel('Signature (your full name)').fill('Meera Iyer');
  const sign = page.getByRole('button', { name: 'Sign Contract' });
  await expect(sign).toBeDisabled();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: 'OTP Sent' })).toBeDisabled();
  const code = (await page.getByTestId('demo-signing-otp').textContent())!.trim();
  await page.getByLabel('OTP').fill(code);
  await sign.click();

  await expect(page.getByRole('heading', { name: 'Contract signed, welcome aboard!', level: 1 })).toBeVisible();
  await expect(page.getByText('Download the partner app')).toBeVisible();
  await expect(page.getByText('Quality verification visit')).toBeVisible();
  await expect(page.getByText('Go live within 24-48 hours')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contract signed, welcome aboard!', level: 1 })).toBeVisible();
  await expect(page.getByTestId('onboarding-step-4')).toContainText('(complete)');
});

test('step 1 keeps the owner there until the details are valid', async ({ page }) => {
  await page.goto('/restaurent-info');
  await page.getByLabel('Email address').fill('meera@');
  await page.getByLabel('Mobile number').fill('5123456789');
  await page.getByRole('link', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/restaurent-info$/);
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByLabel('Restaurant name')).toBeFocused();
});
