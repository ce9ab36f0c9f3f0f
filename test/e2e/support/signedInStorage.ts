import type { Browser, Page } from '@playwright/test';
import { type CustomerName, signIn } from './customers';
import { blockExternalRequests } from './externalRequests';

/** The origin's local storage as a sign-in through /login leaves it: the app's session and the demo backend's data. */
export type SignedInStorage = Record<string, string>;

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
      const blocked = await blockExternalRequests(context);
      const page = await context.newPage();
      await signIn(page, who);
      if (blocked.length > 0) throw new Error(`requests that tried to leave localhost: ${blocked.join(', ')}`);
      return await page.evaluate(() => ({ ...localStorage }));
    } finally {
      await context.close();
    }
  };
  return (who: CustomerName) => {
    let storage = cache.get(who);
    if (!storage) cache.set(who, (storage = signInOnce(who)));
    return storage;
  };
}

/**
 * Puts `storage` into the page's origin from a static file (no app start), so the next `page.goto` opens the app
 * signed in. The page is left on that file: the test opens the screen it needs.
 */
export async function seedStorage(page: Page, storage: SignedInStorage) {
  await page.goto('/robots.txt');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
}
