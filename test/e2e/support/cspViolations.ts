import type { Page } from '@playwright/test';

/**
 * Collects every content-security-policy violation the page reports, from its first script on, on every load of
 * the page: the `securitypolicyviolation` events and Chromium's console reports.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => reported.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}
