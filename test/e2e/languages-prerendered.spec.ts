import { expect, test } from './support/fixtures';
import { keepParsedHeading, parsedHeadingShown, watchHydration } from './support/hydration';

test.use({ locale: 'hi-IN' });

test('a Hindi browser gets every page from the server in Hindi, and React hydrates it as it is', async ({ page }) => {
  await keepParsedHeading(page);
  const problems = watchHydration(page);
  for (const [path, heading] of [
    ['/', 'भारत की सबसे अच्छी असली फ़ूड डिलीवरी'],
    ['/help', 'मदद और सपोर्ट'],
    ['/login', 'साइन इन'],
  ] as const) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(response?.headers()['content-language'], path).toBe('hi-IN');
    // The first paint is Hindi: the page as it came holds the Hindi heading, the Hindi title and its font.
    expect(html, path).toContain('<html lang="hi-IN"');
    expect(html, path).toContain(heading);
    expect(html, path).toMatch(
      /<link rel="preload" href="\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2"/,
    );
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await parsedHeadingShown(page), `${path}: the heading the server sent is the one on screen`).toBe(true);
  }
  expect(problems, 'pages not hydrated as they came').toEqual([]);
});

test('the language chosen in the app is the one the server answers the next page in', async ({ page }) => {
  await page.goto('/help');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption({ label: 'தமிழ்' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');

  const response = await page.reload();
  expect(response?.headers()['content-language']).toBe('ta-IN');
  expect((await response?.text()) ?? '').toContain('data-language="ta"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await expect(page.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
});
