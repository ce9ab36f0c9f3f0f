import { seriousAxeFindings } from '../e2e/support/axe';
import { expect, test } from '../e2e/support/fixtures';
import { waitForAppWorker } from './appWorker';
import { serveCopyOfBuild } from './staticBuild';

const READY = 'A new version of RailBite is ready';

test('a new deploy is offered with Reload: nothing reloads by itself, the old version keeps loading its files, Reload opens the new one', async ({
  page,
}) => {
  const site = await serveCopyOfBuild();
  try {
    await page.goto(`${site.url}/`);
    await waitForAppWorker(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    site.deployNewVersion('B');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByRole('status').filter({ hasText: READY })).toBeVisible({ timeout: 45_000 });
    expect(await page.evaluate(() => 'sameDocument' in window), 'the page reloaded by itself').toBe(true);
    await expect(page.locator('meta[name="railbite-build"]')).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // With the site gone, a screen not opened yet still loads: the version in control serves its own files.
    await site.stop();
    await page.getByRole('link', { name: 'Help & Support' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/help/i);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="railbite-build"]')).toHaveAttribute('content', 'B');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await expect(page.getByText(READY)).toHaveCount(0);
  } finally {
    await site.close();
  }
});
