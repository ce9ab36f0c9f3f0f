import type { Page } from '@playwright/test';

/**
 * Counts the page's requests from now on; `quiet()` resolves once none has been in flight for `quietMs`. For the
 * requests an action starts after the page loaded (the code fetched at the first touch): the page's 'networkidle'
 * load state, once reached, is not waited for again.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      try {
        while (inFlight > 0 || Date.now() - lastChange < quietMs) {
          if (Date.now() > deadline) throw new Error(`Requests still in flight after ${timeoutMs} ms: ${inFlight}`);
          await page.waitForTimeout(50);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
