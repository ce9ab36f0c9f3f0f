import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CUSTOMERS, openAccountDrawer, signIn } from './support/customers';

test('sign up, log in, see the customer in the drawer, log out', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Phone Number').fill('8123456789');
  await page.getByLabel('Email').fill('meera@example.in');
  await page.getByLabel('Password', { exact: true }).fill('Chai@2026');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { phone: '8123456789', password: 'Chai@2026' });
  await expect(page).toHaveURL(/\/$/);
  // A new customer has no saved address yet, so the header asks for one first.
  await page
    .getByRole('dialog', { name: 'Add Delivery Address' })
    .getByRole('button', { name: 'Browse Without Address' })
    .click();

  const drawer = await openAccountDrawer(page);
  await expect(drawer.getByText('Meera Iyer')).toBeVisible();
  await expect(drawer.getByText('meera@example.in')).toBeVisible();
  await expect(drawer.getByText('+91 8123456789')).toBeVisible();
  await drawer.getByRole('button', { name: 'Logout' }).click();

  const signedOut = await openAccountDrawer(page);
  await expect(signedOut.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(signedOut.getByRole('link', { name: 'Create Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_cred'))).toBeNull();
});

test('sign-up refuses a phone number that already has an account', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Phone Number').fill(CUSTOMERS.aarav.phone);
  await page.getByLabel('Email').fill('someone@example.in');
  await page.getByLabel('Password', { exact: true }).fill('Chai@2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this phone number already exists' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("a phone number pasted with India's prefix signs in with its own ten digits", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone Number').click();
  // insertText is what a paste or the browser's autofill does: it obeys the input's maxLength.
  await page.keyboard.insertText('+91 98765 43210');
  await expect(page.getByLabel('Phone Number')).toHaveValue(CUSTOMERS.aarav.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMERS.aarav.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(CUSTOMERS.aarav.phone);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid phone number or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('five wrong passwords lock sign-in for that phone number for 15 minutes, the right password included', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(CUSTOMERS.priya.phone);
  const password = page.getByLabel('Password', { exact: true });
  for (let attempt = 1; attempt <= 4; attempt++) {
    await password.fill(`Wrong@${attempt}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid phone number or password')).toBeVisible();
  }
  await password.fill('Wrong@5');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const locked =
    'Too many wrong passwords for this phone number. Please try again in 15 minutes or reset your password.';
  await expect(page.getByText(locked)).toBeVisible();
  await password.fill(CUSTOMERS.priya.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Too many wrong passwords for this phone number/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'aarav');
});

test('a demo customer signs in quickly although passwords are hashed with 600,000 PBKDF2 iterations', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(CUSTOMERS.kabir.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMERS.kabir.password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  const took = Date.now() - started;
  console.info(`Sign-in of a demo customer (600,000 iterations, 60 ms demo latency per call): ${took} ms`);
  expect(took).toBeLessThan(5_000);
});

test('password recovery with the demo OTP, then sign in with the new password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter both email and phone number')).toBeVisible();
  await page.getByLabel('Email').fill('aarav@');
  await page.getByLabel('Phone Number').fill(CUSTOMERS.aarav.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(CUSTOMERS.aarav.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully to your email')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-reset-otp$/);

  await expect(page.getByText(/Resend code in [45]:\d\d/)).toBeVisible();
  const code = (await page.getByTestId('demo-otp').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);

  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter the complete 6-digit OTP')).toBeVisible();

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').pressSequentially(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Invalid OTP. Please check the code and try again.')).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');

  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code[5]!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New Password').fill('Express#2027');
  await page.getByLabel('Confirm Password').fill('Express#2028');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm Password').fill('Express#2027');
  await submit.click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  // Back leaves the finished recovery: it reopened the OTP screen with the used code and a new countdown.
  await page.goBack();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Phone Number').fill(CUSTOMERS.aarav.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMERS.aarav.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid phone number or password')).toBeVisible();

  await signIn(page, { phone: CUSTOMERS.aarav.phone, password: 'Express#2027' });
  await expect(page).toHaveURL(/\/$/);
});

test('the recovery steps send a visitor back to /forgot-password without the carried values', async ({ page }) => {
  await page.goto('/verify-reset-otp');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
});

for (const path of ['/user/address', '/user/address/edit/5', '/foods/item-view-cart']) {
  test(`a visitor opening ${path} lands on /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
}

test('a signed-in customer opening /login lands on /, without the sign-in page showing first', async ({ page }) => {
  await signIn(page, 'priya');
  // Each page load says where it was opened, and, when it is left, whether it painted anything.
  await page.addInitScript(() => {
    const opened = location.pathname;
    (window as unknown as { openedAt: string }).openedAt = opened;
    addEventListener('pagehide', () => {
      if (performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'))
        sessionStorage.setItem('paintedPages', `${sessionStorage.getItem('paintedPages') ?? ''} ${opened}`);
    });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The prerendered / was loaded (its first paint is the home page), and the sign-in page never painted.
  expect(await page.evaluate(() => (window as unknown as { openedAt: string }).openedAt)).toBe('/');
  expect(await page.evaluate(() => sessionStorage.getItem('paintedPages') ?? '')).not.toContain('/login');
});

test('a customer signed in elsewhere who reloads /login goes on to the page they were going to', async ({
  page,
  signedInStorage,
}) => {
  await page.goto('/user/address');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const { items } = await signedInStorage('aarav');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.reload();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(page.getByRole('heading', { level: 1, name: /address/i })).toBeVisible();
});

test('after signing in from a guarded page the customer returns to it', async ({ page }) => {
  await page.goto('/user/address');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'aarav');
  await expect(page).toHaveURL(/\/user\/address$/);
});

test('unreadable saved credentials count as signed out and guarded pages go to /', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('user_cred', '{broken'));
  await page.goto('/user/address');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
});

test('a session the server no longer knows is cleared at start-up (401), and the sign-in page says so', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user_cred', JSON.stringify({ token: 'expired-token', roleType: 'customer' })),
  );
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user_cred'))).toBeNull();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
});

test("a phone number typed key by key after India's prefix keeps its own ten digits, on sign-in and sign-up", async ({
  page,
}) => {
  await page.goto('/login');
  // The prerendered page's fields are disabled until the app takes over.
  await expect(page.getByLabel('Phone Number')).toBeEnabled();
  await page.getByLabel('Phone Number').pressSequentially(`+91${CUSTOMERS.aarav.phone}`);
  await expect(page.getByLabel('Phone Number')).toHaveValue(CUSTOMERS.aarav.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMERS.aarav.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/signup');
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toBeEnabled();
  for (const prefix of ['+91', '91', '0', '+91 ']) {
    await phone.clear();
    await phone.pressSequentially(`${prefix}8123456789`);
    await expect(phone).toHaveValue('8123456789');
  }
});

/** Asks for Aarav's recovery code and returns it from the demo notice, on /verify-reset-otp. */
async function startRecovery(page: Page) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(CUSTOMERS.aarav.email);
  await page.getByLabel('Phone Number').fill(CUSTOMERS.aarav.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify-reset-otp$/);
  await expect(page.getByTestId('demo-otp')).toHaveText(/^\s*\d{6}\s*$/);
  return (await page.getByTestId('demo-otp').textContent())!.trim();
}

test('a code the phone fills in at once (SMS autofill, keyboard suggestion) fills all six boxes', async ({ page }) => {
  const code = await startRecovery(page);
  const first = page.getByLabel('Digit 1 of 6');
  await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
  await first.focus();
  await page.keyboard.insertText(code);
  for (let box = 1; box <= 6; box++) await expect(page.getByLabel(`Digit ${box} of 6`)).toHaveValue(code[box - 1]!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('after five wrong codes Resend OTP is offered at once, and a reload keeps it offered', async ({ page }) => {
  const code = await startRecovery(page);
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeDisabled();
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Digit 1 of 6').pressSequentially(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Invalid OTP. Please check the code and try again.')).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
  }
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('This OTP is no longer valid. Please request a new one.')).toBeVisible();
  await expect(resend).toBeEnabled();
  await expect(page.getByText("Didn't get the code?")).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('OTP resent successfully')).toBeVisible();
  await expect(page.getByText(/Resend code in [45]:\d\d/)).toBeVisible();
});

test('a reload of the code screen keeps the resend countdown where it was', async ({ page }) => {
  await startRecovery(page);
  const countdown = page.getByText(/Resend code in \d:\d\d/);
  const secondsShown = async () => {
    const [, minutes, seconds] = /(\d):(\d\d)/.exec((await countdown.textContent()) ?? '')!;
    return Number(minutes) * 60 + Number(seconds);
  };
  await expect(page.getByText(/Resend code in 4:5[0-6]/)).toBeVisible();
  const before = await secondsShown();
  await page.reload();
  await expect(countdown).toBeVisible();
  // Read at once: a countdown started again would show 5:00 here.
  expect(await secondsShown()).toBeLessThanOrEqual(before);
});
