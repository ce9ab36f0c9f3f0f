import { test as base, expect } from '@playwright/test';
import type { CustomerName } from './customers';
import { watchExternalRequests } from './externalRequests';
import { seedStorage, signedInStorageCache, type SignedInStorage } from './signedInStorage';

interface Guards {
  /** Every request to a non-localhost host (the browser fails each one); a test fails if there is any. */
  externalRequests: string[];
  /** Uncaught errors thrown in the page; a test fails if there is any. */
  pageErrors: string[];
  /**
   * Starts the test with a demo customer signed in, for tests that are not about signing in: the page gets a copy
   * of the storage a sign-in through /login left in this worker (the form is filled once per worker and customer).
   * The page is left outside the app; open the screen the test needs next.
   */
  signedIn: (who?: CustomerName) => Promise<void>;
}

interface WorkerState {
  signedInStorage: (who: CustomerName) => Promise<SignedInStorage>;
}

/**
 * The e2e `test`: blocks and counts every request that leaves localhost (the app must work offline)
 * and fails on any uncaught page error.
 */
export const test = base.extend<Guards, WorkerState>({
  externalRequests: [
    async ({ context }, use) => {
      const external = watchExternalRequests(context);
      await use(external);
      expect(external, 'requests that tried to leave localhost').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  signedInStorage: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the e2e projects set a baseURL');
      await use(signedInStorageCache(browser, baseURL));
    },
    { scope: 'worker' },
  ],
  signedIn: [
    async ({ page, signedInStorage }, use) => {
      await use(async (who = 'aarav') => seedStorage(page, await signedInStorage(who)));
    },
    { scope: 'test' },
  ],
});

export { expect };
