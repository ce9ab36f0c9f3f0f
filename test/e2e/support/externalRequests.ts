import type { BrowserContext } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Blocks every request of the context that leaves localhost (the app must work offline); returns their URLs. */
export async function blockExternalRequests(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname)) return route.continue();
    blocked.push(url.toString());
    return route.abort('blockedbyclient');
  });
  return blocked;
}
