import type { Browser, Page } from '@playwright/test';
import { DEMO_SNAPSHOT_KEY } from '../../src/infrastructure/fake/db/SnapshotStore';
import { CUSTOMERS, signIn } from './support/customers';
import { watchExternalRequests } from './support/externalRequests';
import { expect, test } from './support/fixtures';
import { dishCard, openMenu, plainDish } from './support/menus';

const HEADINGS = {
  en: "India's Best Authentic Food Delivery",
  hi: 'भारत की सबसे अच्छी असली फ़ूड डिलीवरी',
  ta: 'இந்தியாவின் சிறந்த பாரம்பரிய உணவு டெலிவரி',
} as const;

/** The start of each month's name in Bengali (January first), as dates are written in a Bengali page. */
const BENGALI_MONTHS = ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ্টে', 'অক্টো', 'নভে', 'ডিসে'];
const BENGALI_DIGIT = /[০-৯]/;
const IST_OFFSET_MS = 330 * 60_000;

async function homeIn(page: Page, language: keyof typeof HEADINGS, tag: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

/** The demo backend's saved data once it holds `language` for `email`'s account (the server saved the profile). */
async function backendWithLanguage(page: Page, email: string, language: string): Promise<string> {
  let saved = '';
  await expect
    .poll(async () => {
      saved = (await page.evaluate((key) => localStorage.getItem(key), DEMO_SNAPSHOT_KEY)) ?? '';
      const users = (JSON.parse(saved || '{}') as { collections?: { users?: { email: string; language?: string }[] } })
        .collections?.users;
      return users?.find((user) => user.email === email)?.language;
    })
    .toBe(language);
  return saved;
}

/**
 * Another phone: a browser context with nothing of this one's (no session, no language chosen), reaching the same
 * server. The demo's server lives in the page and keeps its data in local storage, so the new phone gets a copy of
 * that data, and only of it.
 */
async function anotherPhone(browser: Browser, baseURL: string, backend: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const external = watchExternalRequests(context);
  const page = await context.newPage();
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [DEMO_SNAPSHOT_KEY, backend]);
  return { context, page, external };
}

test('the language chosen survives a reload and a sign-in, and a choice made signed in follows the customer to a new phone', async ({
  page,
  browser,
}, testInfo) => {
  const aarav = CUSTOMERS.aarav;
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.hi);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.hi);

  // Signed out on this phone, Hindi; a profile without a language takes it, so signing in keeps Hindi.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeVisible();
  await page.getByLabel('फ़ोन नंबर').fill(aarav.phone);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(aarav.password);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await homeIn(page, 'hi', 'hi-IN');
  await backendWithLanguage(page, aarav.email, 'hi');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.hi);
  await expect(page.getByRole('button', { name: 'अकाउंट' })).toBeVisible();

  // Tamil, chosen signed in: saved to the profile.
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption({ label: 'தமிழ்' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.ta);
  const backend = await backendWithLanguage(page, aarav.email, 'ta');
  await page.getByRole('button', { name: 'கணக்கு' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'வெளியேறு' }).click();
  // Signing out leaves the device's language alone.
  await homeIn(page, 'ta', 'ta-IN');

  // A new phone starts in its browser's language (English) and, once Aarav signs in, speaks his Tamil.
  const phone = await anotherPhone(browser, testInfo.project.use.baseURL!, backend);
  try {
    await homeIn(phone.page, 'en', 'en-IN');
    await signIn(phone.page, 'aarav');
    await expect(phone.page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await homeIn(phone.page, 'ta', 'ta-IN');
    await expect(phone.page.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    // Kept on the new phone too: its next page paints Tamil.
    await phone.page.reload();
    await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.ta);
    expect(phone.external, 'requests that tried to leave localhost').toEqual([]);
  } finally {
    await phone.context.close();
  }
});

test('বাংলা: an order’s date names its month in Bengali, and money is ₹ in Latin digits', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'বাংলা' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');

  await page.goto('/user/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'অর্ডারের ইতিহাস' })).toBeVisible();
  // The newest of Aarav's orders was placed minutes ago: today's date in India, or yesterday's just after midnight.
  const card = page.getByRole('article').first();
  const date = card.getByText(/^\d{1,2} \S+, \d{4}, /);
  await expect(date).toBeVisible();
  const [, day, month, year] = /^(\d{1,2}) (\S+), (\d{4}), /.exec((await date.textContent())!)!;
  const india = (at: number) => new Date(at + IST_OFFSET_MS);
  const now = Date.now();
  const [today, yesterday] = [india(now), india(now - 24 * 60 * 60_000)];
  const shown = [today, yesterday].find(
    (candidate) => candidate.getUTCDate() === Number(day) && candidate.getUTCFullYear() === Number(year),
  );
  expect(shown, `the order's date ${day} ${month} ${year}`).toBeDefined();
  expect(month!.startsWith(BENGALI_MONTHS[shown!.getUTCMonth()]!)).toBe(true);
  const total = card.getByText(/^₹[\d,]+(\.\d{2})?$/);
  await expect(total).toBeVisible();
  expect(await card.textContent()).not.toMatch(BENGALI_DIGIT);
});

test('বাংলা: a large bill is grouped the Indian way (₹1,23,456), in Latin digits', async ({ page, signedIn }) => {
  await signedIn();
  const dish = plainDish(2);
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'বাংলা' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  await openMenu(page, 2);
  await dishCard(page, dish).getByRole('button', { name: 'যোগ করুন', exact: true }).click();
  const cartBar = page.getByRole('region', { name: 'কার্টের সারাংশ' });
  await expect(cartBar).toContainText('1টি আইটেম যোগ হয়েছে');

  // A catering-sized order: the server's cart holds a thousand of the dish when the page is next opened (the demo's
  // server keeps its data in local storage, saved a moment after a change; it prices the lines from the menu).
  const quantity = 1000;
  await expect
    .poll(() =>
      page.evaluate(
        ([key, menuId]) => {
          const saved = localStorage.getItem(key);
          const lines = saved ? (JSON.parse(saved) as { collections: { cartLines: { menuId: unknown }[] } }) : null;
          return lines?.collections.cartLines.some((line) => String(line.menuId) === menuId) ?? false;
        },
        [DEMO_SNAPSHOT_KEY, String(dish.menuId)] as const,
      ),
    )
    .toBe(true);
  await page.addInitScript(
    ([key, count]) => {
      if (sessionStorage.getItem('test.largeCart')) return;
      sessionStorage.setItem('test.largeCart', 'done');
      const backend = JSON.parse(localStorage.getItem(key as string)!) as {
        collections: { cartLines: { quantity: number }[] };
      };
      for (const line of backend.collections.cartLines) line.quantity = count as number;
      localStorage.setItem(key as string, JSON.stringify(backend));
      // The page's own copy of the cart says the same, so neither side undoes the other at start-up.
      const local = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { quantity: number }[];
      for (const line of local) line.quantity = count as number;
      localStorage.setItem('cartItems', JSON.stringify(local));
    },
    [DEMO_SNAPSHOT_KEY, quantity] as const,
  );
  await page.reload();
  const summary = cartBar.getByText(/আইটেম যোগ হয়েছে/);
  await expect(summary).toContainText('1,000টি আইটেম যোগ হয়েছে');
  const [, amount] = /· ₹([\d,.]+)$/.exec((await summary.textContent())!.trim())!;
  // Lakhs, then thousands: the last three digits, then pairs.
  expect(amount).toMatch(/^\d{1,2},\d{2},\d{3}(\.\d{2})?$/);
  expect(Number(amount!.replace(/,/g, ''))).toBe(dish.finalPrice * quantity);
  expect(await cartBar.textContent()).not.toMatch(BENGALI_DIGIT);
});
