import type { Page } from '@playwright/test';
import { openAccountDrawer, signIn } from '../e2e/support/customers';
import { expect, test } from '../e2e/support/fixtures';
import { openMenu } from '../e2e/support/menus';
import { waitForAppWorker } from './appWorker';

/** Every cache of the page's origin and the URLs in it. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys())
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });

test("the worker keeps only the app's own files and the pictures seen; Logout erases the pictures, not the app", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await waitForAppWorker(page);
  await openMenu(page, 2);
  await expect
    .poll(async () => (await cachedUrls(page))['railbite-seen-pictures']?.length ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(0);

  // A sign-in and the menu's API calls went through the page: none of them, nor any token, is in a cache.
  const everything = Object.values(await cachedUrls(page)).flat();
  expect(everything.length).toBeGreaterThan(50);
  for (const url of everything) {
    const { origin, pathname, searchParams } = new URL(url);
    expect(origin, url).toBe(new URL(baseURL!).origin);
    expect(pathname, url).not.toMatch(/^\/api\//);
    // No query but the precache's own revision: a token, an OTP or a payment's reference never reaches a cache key.
    expect(
      [...searchParams.keys()].filter((key) => key !== '__WB_REVISION__'),
      url,
    ).toEqual([]);
  }

  const seen = (await cachedUrls(page))['railbite-seen-pictures']!;
  await page.goto('/track-order');
  const drawer = await openAccountDrawer(page);
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect((await openAccountDrawer(page)).getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The home page the app goes to after Logout fills the cache again with its own pictures: the next visitor's.
  await expect
    .poll(async () => ((await cachedUrls(page))['railbite-seen-pictures'] ?? []).filter((url) => seen.includes(url)))
    .toEqual([]);
  expect(Object.keys(await cachedUrls(page)).some((name) => name.startsWith('workbox-precache'))).toBe(true);
});
