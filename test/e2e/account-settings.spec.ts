import { expect, test } from './support/fixtures';
import { CUSTOMERS, openAccountDrawer, signIn } from './support/customers';

test('a visitor is asked to sign in, then lands back on Account Settings', async ({ page }) => {
  await page.goto('/account-setting');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, 'priya');
  await expect(page).toHaveURL(/\/account-setting$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('edit the profile: validation, save, and the drawer shows the new name', async ({ page, signedIn }) => {
  await signedIn('priya');
  await page.goto('/account-setting');
  await expect(page.getByText(CUSTOMERS.priya.email)).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Mobile Number').fill('5123456780');
  await expect(page.getByText('Mobile number must start with 6, 7, 8, or 9')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await page.getByLabel('Mobile Number').fill(CUSTOMERS.priya.phone);
  await page.getByLabel('Name').fill('Priya N. Menon');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  const drawer = await openAccountDrawer(page);
  await expect(drawer.getByText('Priya N. Menon')).toBeVisible();
});

test('change the password with the e-mailed code, then sign in with it', async ({ page, signedIn }) => {
  await signedIn('aarav');
  await page.goto('/account-setting');
  await page.getByRole('tab', { name: 'Security' }).click();
  const send = page.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeDisabled();
  await page.getByLabel('New Password').fill('Metro@2029');
  await page.getByLabel('Confirm Password').fill('Metro@2029');
  await send.click();
  await expect(page.getByText('OTP sent to your registered email address')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in [45]:\d\d/ })).toBeDisabled();
  const code = (await page.getByTestId('demo-otp').textContent())!.trim();
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  const drawer = await openAccountDrawer(page);
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, { phone: CUSTOMERS.aarav.phone, password: 'Metro@2029' });
  await expect(page).toHaveURL(/\/$/);
});

test('the Security tab stays open across a reload (it reopened on Profile)', async ({ page, signedIn }) => {
  await signedIn();
  await page.goto('/account-setting');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/account-setting\?tab=security$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account-setting$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});
