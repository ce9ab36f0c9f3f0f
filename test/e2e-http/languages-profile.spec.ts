import type { APIRequestContext } from '@playwright/test';
import { signIn } from '../e2e/support/customers';
import { watchExternalRequests } from '../e2e/support/externalRequests';
import { expect, test } from '../e2e/support/fixtures';
import { httpProjectPorts } from './httpProject';

/**
 * The customer's language kept on their profile by the demo API (`npm run api`), across a real socket: chosen on one
 * phone, spoken on another after signing in. The API's data is shared by the http tests, so this one signs up a
 * customer of its own.
 */
const API = `http://127.0.0.1:${httpProjectPorts(Number(process.env.E2E_PORT ?? 4317)).api}/`;
const TAMIL_HEADING = 'இந்தியாவின் சிறந்த பாரம்பரிய உணவு டெலிவரி';
const ENGLISH_HEADING = "India's Best Authentic Food Delivery";

async function newCustomer(request: APIRequestContext) {
  const unique = String(Date.now()).slice(-9);
  const customer = { phone: `9${unique}`, password: 'Chai@2026', email: `meera.${unique}@example.in` };
  const created = await request.post(`${API}api/auth/register`, {
    data: { firstName: 'Meera', mobile: customer.phone, email: customer.email, password: customer.password },
  });
  expect(created.status()).toBe(200);
  // A delivery address, so the home page does not ask for one.
  const headers = { Authorization: `Bearer ${await tokenOf(request, customer)}` };
  const address = await request.post(`${API}api/user/create-user-address`, {
    headers,
    data: {
      addressType: 'HOME',
      completeAddress: 'Flat 4, Marina View',
      area: 'Mylapore',
      city: 'Chennai',
      pincode: '600004',
      latitude: 13.0339,
      longitude: 80.2619,
    },
  });
  expect(address.status()).toBe(200);
  return customer;
}

async function tokenOf(request: APIRequestContext, customer: { phone: string; password: string }) {
  const login = await request.post(`${API}api/auth/login`, {
    data: { phone: customer.phone, password: customer.password },
  });
  return ((await login.json()) as { token: string }).token;
}

/** The language the API keeps on the customer's profile, read as another device of theirs would. */
async function profileLanguage(request: APIRequestContext, customer: { phone: string; password: string }) {
  const token = await tokenOf(request, customer);
  const profile = await request.get(`${API}api/profile/get-profile`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await profile.json()) as { data?: { language?: string } }).data?.language;
}

test('Tamil chosen signed in is kept on the profile: signed in on a new phone, the app speaks Tamil', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = await newCustomer(request);
  await signIn(page, customer);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'தமிழ்' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAMIL_HEADING);
  await expect.poll(() => profileLanguage(request, customer)).toBe('ta');
  await page.getByRole('button', { name: 'கணக்கு' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'வெளியேறு' }).click();
  await expect(page.getByRole('button', { name: 'கணக்கு' })).toBeVisible();

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
  const external = watchExternalRequests(context);
  try {
    const phone = await context.newPage();
    await phone.goto('/');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
    await signIn(phone, customer);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await phone.goto('/');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(TAMIL_HEADING);
    await expect(phone.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    expect(external, 'requests that tried to leave localhost').toEqual([]);
  } finally {
    await context.close();
  }
});
