import { expect, test } from '../e2e/support/fixtures';
import { keepParsedHeading, parsedHeadingShown } from '../e2e/support/hydration';
import { waitForAppWorker } from './appWorker';

const HELP_HEADING = 'मदद और सपोर्ट';

test.use({ locale: 'hi-IN' });

test("the worker keeps a page in the visitor's language once seen: offline, /help opens prerendered in Hindi and React hydrates it", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForAppWorker(page);

  // The first time, the worker answers with the English page (the app draws it in Hindi) and fetches the Hindi one.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: HELP_HEADING })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await caches.match('/hi/help.html', { cacheName: 'railbite-language-pages' })) !== undefined,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await keepParsedHeading(page);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-language="hi"');
  expect(html).toContain(HELP_HEADING);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: HELP_HEADING })).toBeVisible();
  expect(
    await parsedHeadingShown(page),
    'the heading the worker sent is the one on screen (hydrated, not drawn afresh)',
  ).toBe(true);
});
