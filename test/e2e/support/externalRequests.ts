import type { BrowserContext } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the e2e browser sends every request that leaves localhost: a closed local port, so each one fails. Chromium
 * never sends loopback requests through a proxy, and an IP address is proxied as a host name is.
 */
export const OFFLINE_PROXY_ARG = '--proxy-server=http://127.0.0.1:9';

/**
 * The context's requests that left localhost (the app must work offline): the browser's `OFFLINE_PROXY_ARG` makes
 * each one fail, and this list lets the test fail too. It listens instead of routing every request through
 * Playwright: a route on every URL paused each of a page's hundred-odd requests for the test runner and turned the
 * browser's HTTP cache off, which made the suite markedly slower.
 */
export function watchExternalRequests(context: BrowserContext): string[] {
  const external: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname)) return;
    external.push(url.toString());
  });
  return external;
}
