import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The page's endless animations (pulses, spinners): when each starts, and whether it moves yet. */
const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .map((animation) => animation.effect!.getComputedTiming())
      .filter((timing) => timing.iterations === Infinity)
      .map((timing) => ({ delay: Number(timing.delay), moving: timing.progress !== null })),
  );

/** Holds the demo's data back (its requests never get an answer), so the page keeps its placeholders. */
const holdDemoData = (page: Page) => page.route('**/assets/*.json', () => {});

/**
 * FEATURES F-fast: a page that loads in time never animates its placeholders (each pulse or turn
 * waits two seconds; before, they moved from the first paint on and the browser drew every frame while the page
 * started), and one whose wait goes on shows that it is still working.
 */
for (const route of ['/', '/foods/item-card/13']) {
  test(`${route}: the loading placeholders keep still for two seconds, then move while the wait goes on`, async ({
    page,
  }) => {
    await holdDemoData(page);
    await page.goto(route, { waitUntil: 'commit' });
    await expect.poll(async () => (await endlessAnimations(page)).length).toBeGreaterThan(0);
    for (const animation of await endlessAnimations(page)) expect(animation.delay).toBeGreaterThanOrEqual(2000);

    await expect.poll(async () => (await endlessAnimations(page)).some((animation) => animation.moving)).toBe(true);
    if (route !== '/') await expect(page.getByRole('progressbar', { name: 'Loading menu' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

test("a signed-in page's spinner waits as long, then shows and turns", async ({ page, signedIn }) => {
  await signedIn('aarav');
  await holdDemoData(page);
  await page.goto('/foods/item-view-cart', { waitUntil: 'commit' });
  const spinner = page.getByRole('progressbar', { name: 'Loading your cart' });
  await expect(spinner).toBeAttached();
  for (const animation of await endlessAnimations(page)) expect(animation.delay).toBeGreaterThanOrEqual(2000);
  await expect(spinner).toBeVisible();
  expect((await endlessAnimations(page)).some((animation) => animation.moving)).toBe(true);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/**
 * FEATURES F-fast: a prerendered control looks as it will once the app runs, so taking the page over
 * changes no colour and starts no transition. Before, the footer's 'Reset demo data' was drawn greyed out (the
 * build disables every control of a prerendered page) and faded to its colour over 250 ms as the app started: a
 * flash on every page, and some fifteen frames of style and paint in the busiest part of the start-up.
 */
for (const route of ['/', '/help']) {
  test(`${route}: the app takes the prerendered page over without a transition`, async ({ page }) => {
    await page.addInitScript(() => {
      const started: string[] = [];
      (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
      window.addEventListener(
        'transitionrun',
        (event) => started.push(`${(event.target as Element).textContent?.trim()}: ${event.propertyName}`),
        true,
      );
    });
    await page.goto(route);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('[data-shell-disabled]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset demo data' })).toBeEnabled();
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted),
    ).toEqual([]);
  });
}
