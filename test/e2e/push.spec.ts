import { expect, test } from './support/fixtures';
import { signIn } from './support/customers';

test('without Firebase settings the demo backend sends a push after sign-in, shown in the app', async ({ page }) => {
  await signIn(page, 'priya');
  await expect(page.getByText('Notifications are on: Hi Priya, we will tell you when your order moves.')).toBeVisible();
  const saved = await page.evaluate(() => ({
    token: localStorage.getItem('fcmToken'),
    device: localStorage.getItem('deviceId'),
  }));
  expect(JSON.parse(saved.token!)).toHaveProperty('token');
  expect(saved.device).toMatch(/^device_[a-z0-9]+_\d+$/);
});
