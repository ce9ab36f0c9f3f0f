import type { Page } from '@playwright/test';

/** React's hydration mismatch: the app's own warning (startApp) or React's error #418 itself. */
const HYDRATION_PROBLEM = /prerendered page differs|Minified React error #418|Hydration failed/i;

/** Every console warning or error about a hydration mismatch, with the path that was loading. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'warning' || message.type() === 'error') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${new URL(page.url()).pathname}: ${error.message}`);
  });
  return problems;
}

interface ParsedHeadingWindow {
  parsedHeading?: Element | null;
}

/**
 * Keeps, on every load, the main heading the browser parsed from the page as it came; `parsedHeadingShown` then says
 * whether that very element is on screen (React hydrated the page) rather than a new one (the page drawn afresh).
 */
export async function keepParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as ParsedHeadingWindow).parsedHeading = document.querySelector('#root h1');
    });
  });
}

export const parsedHeadingShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const parsed = (window as ParsedHeadingWindow).parsedHeading;
    return parsed !== undefined && parsed !== null && parsed === document.querySelector('#root h1');
  });
