import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Every route of both specs, with real ids of the demo data. */
const ROUTES = [
  '/',
  '/home',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-reset-otp',
  '/reset-password',
  '/foods/item-card/1',
  '/foods/cuisine?category_id=3',
  '/cuisines?category_id=3',
  '/foods/noodles',
  '/foods/item-view-cart',
  '/user/address',
  '/user/address/add',
  '/user/address/edit/1',
  '/map',
  '/order-status/failed',
  '/order-status/RB100001',
  '/order-status-cod/RB100001',
  '/demo-payment/RB100001',
  '/track-order',
  '/user/order-history',
  '/user/support',
  '/account-setting',
  '/help',
  '/offers-near-me',
  '/terms&conditions',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-timeline',
  '/restaurent-name',
  '/restaurent-info',
  '/restaurant-docs',
  '/menu-setup',
  '/contract',
  '/no-such-page',
];

/** Collects every content-security-policy violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
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

/** Opens a route with a full page load and waits until its screen has rendered and settled. */
async function visit(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await expect(page.locator('#main h1, #main [role="alert"]').first(), route).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const GROUPS = 6;
for (let group = 0; group < GROUPS; group++) {
  const routes = ROUTES.filter((_, index) => index % GROUPS === group);
  for (const who of ['a visitor', 'a signed-in customer'] as const) {
    test(`no content-security-policy violation for ${who} on ${routes.join(', ')}`, async ({ page, signedIn }) => {
      const violations = await watchViolations(page);
      if (who === 'a signed-in customer') await signedIn();
      for (const route of routes) await visit(page, route);
      expect(violations).toEqual([]);
    });
  }
}

test('the policy is in force: the page and its headers carry it, and an injected inline script does not run', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = (await page.goto('/help'))!;
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("base-uri 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedScriptRan = true;';
    document.head.append(script);
    return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain('script-src');
});

test('source maps are not published', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    expect(code, src).not.toContain('sourceMappingURL');
    const map = await request.get(`${src}.map`);
    expect(map.status(), `${src}.map`).toBe(404);
  }
});
