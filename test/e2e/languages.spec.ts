import type { Page } from '@playwright/test';
import { ORDER_ID } from './support/checkout';
import { expect, test } from './support/fixtures';
import { dishCard, openMenu, plainDish } from './support/menus';

const ENGLISH_HEADING = "India's Best Authentic Food Delivery";
const HINDI_HEADING = 'भारत की सबसे अच्छी असली फ़ूड डिलीवरी';

interface FrameWindow {
  frames: { lang: string; heading: string | null }[];
}

/**
 * Records, from the first byte of every load, what each frame is about to paint: `<html lang>` and the main heading's
 * text (a requestAnimationFrame callback runs before each paint).
 */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const record: FrameWindow['frames'] = [];
    (window as unknown as FrameWindow).frames = record;
    const frame = () => {
      record.push({
        lang: document.documentElement.lang,
        heading: document.querySelector('h1')?.textContent ?? null,
      });
      if (record.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as FrameWindow).frames);
}

test('हिन्दी chosen on the home page: the page and <html lang> switch, a reload paints Hindi from the first frame, and a cash on delivery order is placed in Hindi', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const frames = await watchFrames(page);
  // The script fonts are self-hosted, one stylesheet per script, requested only once a language needs one.
  const fontSheets: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/400-[\w-]+\.css$/.test(new URL(request.url()).pathname)) fontSheets.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HEADING);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(fontSheets, 'an English page loads no script font').toEqual([]);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मदद' })).toBeVisible();
  expect(fontSheets).toHaveLength(1);

  // Kept on the device: after a reload no frame shows the English heading, and the page is Hindi from its first one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  const painted = await frames();
  expect(painted.length).toBeGreaterThan(0);
  expect(painted.every(({ lang }) => lang === 'hi-IN')).toBe(true);
  expect(painted.filter(({ heading }) => heading !== null && heading !== HINDI_HEADING)).toEqual([]);

  // A cash on delivery order, every step named in Hindi.
  const dish = plainDish(2);
  await openMenu(page, 2);
  const card = dishCard(page, dish);
  await card.getByRole('button', { name: 'जोड़ें', exact: true }).click();
  await card.getByRole('button', { name: 'मात्रा बढ़ाएं' }).click();
  const cartBar = page.getByRole('region', { name: 'कार्ट का सारांश' });
  await expect(cartBar).toContainText('2 आइटम जोड़े गए');
  await cartBar.getByRole('link', { name: 'कार्ट देखें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^घर/ })).toBeChecked();
  await page.getByRole('button', { name: 'कैश ऑन डिलीवरी' }).click();
  await page.getByLabel('पहुंचने का रास्ता').fill('गेट 2, आरव को पूछें');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  const orderId = page.url().match(ORDER_ID)![0];
  await expect(page.getByRole('heading', { name: 'ऑर्डर हो गया!' })).toBeVisible();
  await expect(page.getByText(`ऑर्डर ID: ${orderId}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test('a first visit follows the browser: a Tamil browser gets தமிழ், an unsupported one English', async ({
  browser,
}) => {
  for (const [locale, lang, heading] of [
    ['ta-IN', 'ta-IN', 'இந்தியாவின் சிறந்த பாரம்பரிய உணவு டெலிவரி'],
    ['fr-FR', 'en-IN', ENGLISH_HEADING],
  ] as const) {
    const context = await browser.newContext({ locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the language is chosen in the account drawer, each language named in itself', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
    await page.getByRole('button', { name: 'Account' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    const select = drawer.getByRole('combobox', { name: 'Language' });
    await expect(select.locator('option')).toHaveText(['English', 'हिन्दी', 'தமிழ்', 'বাংলা']);
    await select.selectOption({ label: 'বাংলা' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
    // The drawer itself is now named in Bengali.
    const bengaliDrawer = page.getByRole('dialog', { name: 'অ্যাকাউন্ট' });
    await expect(bengaliDrawer.getByRole('heading', { name: 'RailBite-এ স্বাগতম' })).toBeVisible();
    await expect(bengaliDrawer.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'মোবাইল' }).getByRole('link', { name: 'সাহায্য' })).toBeVisible();
  });
});
