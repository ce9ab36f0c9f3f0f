import { readFileSync } from 'node:fs';
import { prerenderedRoutes } from './support/appPaths';
import { expect, test } from './support/fixtures';
import { shiftTotal, watchPaints } from './support/paintRecord';

test.use({ viewport: { width: 412, height: 823 } });

test('a menu page does not move when the restaurant and its dishes arrive (CLS ≤ 0.02 at 412 px)', async ({ page }) => {
  const paints = await watchPaints(page);
  await page.goto('/foods/item-card/13');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Shifts are reported after the frame that made them.
  await page.waitForTimeout(500);
  const record = await paints();
  expect(shiftTotal(record), JSON.stringify(record.shifts)).toBeLessThanOrEqual(0.02);
});

test('a prerendered page is painted whole, never half parsed (the sign-in card grew and moved as it was drawn)', async ({
  page,
  context,
}) => {
  // Every prerendered page holds its first frame until the element after its content is parsed; the language script
  // between them (src/ui/i18n/languageScript.ts) runs before that first frame.
  const routes = prerenderedRoutes();
  expect(routes.length).toBeGreaterThan(30);
  for (const { file } of routes) {
    const html = readFileSync(`dist/${file}`, 'utf8');
    expect(html, file).toMatch(
      /<link rel="expect" href="#prerendered-end" blocking="render" \/>[^]*<\/head>[^]*<\/div><script>[^<]+<\/script><div id="prerendered-end" hidden><\/div>\s*<\/body>/,
    );
  }
  // A phone's parser yields midway through the page: before the change, the first frame of /login at 4x CPU showed
  // 15-49 of its 66 elements in 6 loads of 10.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { wholeAtFirstFrame: boolean }).wholeAtFirstFrame =
        document.querySelector('#root a[href="/signup"]') !== null;
    });
  });
  for (let load = 0; load < 3; load++) {
    await page.goto('/login');
    const wholeAtFirstFrame = () =>
      page.evaluate(() => (window as unknown as { wholeAtFirstFrame?: boolean }).wholeAtFirstFrame);
    await expect.poll(wholeAtFirstFrame).not.toBeUndefined();
    expect(await wholeAtFirstFrame(), `load ${load + 1}`).toBe(true);
  }
});

// Each language's pages come prerendered in it, its script's font preloaded: nothing moves while the font and the app
// arrive, also when the font comes late (a slow link: here it is held back), as a fallback's letters would be
// another size than the font's.
const FONT_DELAY_MS = 700;

for (const locale of ['hi-IN', 'ta-IN', 'bn-IN']) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test(`the measured routes do not move as the page, its font (${FONT_DELAY_MS} ms late) and the app arrive (CLS ≤ 0.02 at 412 px)`, async ({
      page,
    }) => {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
        await route.continue();
      });
      const paints = await watchPaints(page);
      for (const path of ['/', '/help', '/offers-near-me', '/login', '/foods/item-card/13']) {
        const response = await page.goto(path);
        expect(response?.headers()['content-language'], path).toBe(locale);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.waitForTimeout(500);
        const record = await paints();
        expect(shiftTotal(record), `${path}: ${JSON.stringify(record.shifts)}`).toBeLessThanOrEqual(0.02);
      }
    });
  });
}
