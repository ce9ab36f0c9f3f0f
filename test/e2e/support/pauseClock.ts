import type { Page } from '@playwright/test';

/**
 * Pauses Playwright's installed clock `aheadMs` after the page's current time. Until it pauses, the clock follows the
 * wall's: on a busy machine more than `aheadMs` can pass between reading the time and pausing, and Playwright refuses
 * a time in the past ('Cannot fast-forward to the past'), so a late attempt reads the time again.
 */
export async function pauseClockSoon(page: Page, aheadMs: number) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
