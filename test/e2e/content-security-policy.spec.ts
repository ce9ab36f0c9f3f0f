import { expect, test } from './support/fixtures';
import { watchCspViolations } from './support/cspViolations';

// That every route renders without a violation, visitor and signed in, is checked by the accessibility pass
// (accessibility.spec.ts), on the same full page loads.

test('the policy is in force: the page and its headers carry it, and an injected inline script does not run', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const response = (await page.goto('/help'))!;
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  // 'self', and the hashes of the two inline scripts (the prerendered /login's and every page's language script): no
  // other source, no 'unsafe-inline'.
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*';/,
  );
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
