import { expect, type Page } from '@playwright/test';

/** Demo customers seeded from fixtures/customers.json (listed in README.md). */
export const CUSTOMERS = {
  aarav: { phone: '9876543210', password: 'Rail@1234', email: 'aarav@railbite.example', name: 'Aarav Sharma' },
  priya: { phone: '9123456780', password: 'Bite@2025', email: 'priya@railbite.example', name: 'Priya Nair' },
  kabir: { phone: '7000000001', password: 'Train#2026', email: 'kabir@railbite.example', name: 'Kabir Khan' },
} as const;

export type CustomerName = keyof typeof CUSTOMERS;

/** Signs in through /login and waits until the app has left the login page. */
export async function signIn(page: Page, who: CustomerName | { phone: string; password: string } = 'aarav') {
  const { phone, password } = typeof who === 'string' ? CUSTOMERS[who] : who;
  if (!page.url().includes('/login')) await page.goto('/login');
  // A navigation keeps the previous screen up until the lazy sign-in screen is ready: wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function openAccountDrawer(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  return page.getByRole('dialog');
}
