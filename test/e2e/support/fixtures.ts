import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface Guards {
  /** Every request to a non-localhost host, blocked; a test fails if there is any. */
  externalRequests: string[];
  /** Uncaught errors thrown in the page; a test fails if there is any. */
  pageErrors: string[];
}

/**
 * The e2e `test`: blocks and counts every request that leaves localhost (the app must work offline)
 * and fails on any uncaught page error.
 */
export const test = base.extend<Guards>({
  externalRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (LOCAL_HOSTS.has(url.hostname)) return route.continue();
        blocked.push(url.toString());
        return route.abort('blockedbyclient');
      });
      await use(blocked);
      expect(blocked, 'requests that tried to leave localhost').toEqual([]);
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
});

export { expect };
