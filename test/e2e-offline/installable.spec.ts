import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../e2e/support/fixtures';
import { waitForAppWorker } from './appWorker';

test("Chromium's installability check finds nothing missing: manifest, icons, worker", async ({
  playwright,
}, testInfo) => {
  // A profile on disk: Chromium never offers to install from a private (incognito) context, which is what a test's
  // own context is, so the check would report only that.
  const profile = mkdtempSync(join(tmpdir(), 'railbite-profile-'));
  const { baseURL, launchOptions } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForAppWorker(page);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors, data } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      short_name: 'RailBite',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]),
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker script and the manifest are revalidated on every visit (a new version is seen at once)', async ({
  request,
}) => {
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});
