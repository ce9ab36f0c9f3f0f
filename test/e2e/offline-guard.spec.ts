import { expect, test } from '@playwright/test';
import { watchExternalRequests } from './support/externalRequests';

// The guard every e2e test runs under (support/fixtures.ts): a request that leaves localhost, by host name or by IP
// address, fails in the browser and is on the list that fails the test; the app's own server answers as usual.
test('a request that leaves localhost fails and is listed; localhost is served', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const external = watchExternalRequests(context);
    const page = await context.newPage();
    for (const url of ['http://tile.openstreetmap.org/0/0/0.png', 'http://203.0.113.7/']) {
      await expect(page.goto(url), url).rejects.toThrow(/net::ERR_PROXY_CONNECTION_FAILED/);
    }
    expect(external).toEqual(['http://tile.openstreetmap.org/0/0/0.png', 'http://203.0.113.7/']);
    const robots = await (await context.newPage()).goto('/robots.txt');
    expect(robots?.status()).toBe(200);
    expect(external).toHaveLength(2);
  } finally {
    await context.close();
  }
});
