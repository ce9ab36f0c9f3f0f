import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker controls the page: it is registered after the page's load, precaches the
 * build, then takes the page (the first install only). A slow machine needs more than the default wait.
 */
export async function waitForAppWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 45_000 })
    .toMatch(/\/sw\.js$/);
}
