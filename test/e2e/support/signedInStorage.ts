import type { Browser, Page } from '@playwright/test';
import { DEMO_SNAPSHOT_KEY } from '../../../src/infrastructure/fake/db/SnapshotStore';
import { type CustomerName, signIn } from './customers';
import { watchExternalRequests } from './externalRequests';
import { movedDemoSnapshot } from './movedDemoSnapshot';

/**
 * The origin's local storage as a sign-in through /login leaves it (the app's session and the demo backend's
 * data) and when it was read, on the page's clock.
 */
export interface SignedInStorage {
  items: Record<string, string>;
  takenAt: number;
}

/**
 * Signs each demo customer in through the /login form once per worker, in a context of its own, and keeps the
 * local storage it left. A test that is not about signing in starts from a copy (see `signedIn`), which spares
 * it the sign-in screen's load and the form.
 */
export function signedInStorageCache(browser: Browser, baseURL: string) {
  const cache = new Map<CustomerName, Promise<SignedInStorage>>();
  const signInOnce = async (who: CustomerName): Promise<SignedInStorage> => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    try {
      const blocked = watchExternalRequests(context);
      const page = await context.newPage();
      await signIn(page, who);
      if (blocked.length > 0) throw new Error(`requests that tried to leave localhost: ${blocked.join(', ')}`);
      return await page.evaluate(() => ({ items: { ...localStorage }, takenAt: Date.now() }));
    } finally {
      await context.close();
    }
  };
  return (who: CustomerName) => {
    let storage = cache.get(who);
    if (!storage) {
      cache.set(who, (storage = signInOnce(who)));
      // A sign-in that failed (a cold /login slower than the expect timeout on a busy machine) fails its own test;
      // the worker's next test signs in again instead of failing at once on the same cached error.
      storage.catch(() => cache.delete(who));
    }
    return storage;
  };
}

/**
 * Puts `storage` into the page's origin from a static file (no app start), so the next `page.goto` opens the app
 * signed in. The demo backend's data is moved to the page's clock first (a test that installed a clock gets data
 * as if seeded at its time), so it is as fresh as a sign-in now would leave it. The page is left on that file:
 * the test opens the screen it needs.
 */
export async function seedStorage(page: Page, { items, takenAt }: SignedInStorage) {
  await page.goto('/robots.txt');
  const shiftMs = (await page.evaluate(() => Date.now())) - takenAt;
  const snapshot = items[DEMO_SNAPSHOT_KEY];
  const fresh =
    snapshot === undefined ? items : { ...items, [DEMO_SNAPSHOT_KEY]: movedDemoSnapshot(snapshot, shiftMs) };
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, fresh);
}
