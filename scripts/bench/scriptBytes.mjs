// The JavaScript a browser downloads to show a page: every .js response until the network is idle, each body
// compressed with gzip -9 (what a server with maximum compression would send), summed.
import { gzipSync } from 'node:zlib';

const isData = (response) =>
  new URL(response.url()).pathname.endsWith('.json') || (response.headers()['content-type'] ?? '').includes('json');
const isScript = (response) => {
  const url = new URL(response.url());
  return (
    url.pathname.endsWith('.js') ||
    url.pathname.endsWith('.mjs') ||
    (response.headers()['content-type'] ?? '').includes('javascript')
  );
};

/**
 * Opens `path` in `page` (a Playwright page whose context has the app's base URL) and counts its scripts.
 * Returns { files, rawBytes, gzipBytes, scripts: [{ url, gzipBytes }] } and, apart, the JSON data the page fetched
 * (the demo backend's fixtures): { dataFiles, dataGzipBytes }.
 */
export async function measureScriptBytes(page, path, { idleMs = 1500 } = {}) {
  const pending = [];
  const data = [];
  const onResponse = (response) => {
    if (response.status() >= 400) return;
    if (isData(response)) {
      data.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
      return;
    }
    if (!isScript(response)) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    // A prerendered page stays inert until the app has hydrated it. Evaluating a large chunk can take longer than
    // networkidle's 500 ms without requests on a busy machine, so wait for the app to have started, then for the
    // requests its start makes.
    await page.waitForFunction(() => !globalThis.document.getElementById('root')?.hasAttribute('inert'), null, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    // networkidle is 500 ms without requests; lazy chunks started by a timer or idle callback may come later.
    await page.waitForTimeout(idleMs);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const scripts = (await Promise.all(pending)).filter(Boolean);
  const unique = [...new Map(scripts.map((script) => [script.url, script])).values()].sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  );
  const dataFiles = [...new Map((await Promise.all(data)).filter(Boolean).map((file) => [file.url, file])).values()];
  return {
    dataFiles: dataFiles.length,
    dataGzipBytes: dataFiles.reduce((sum, file) => sum + file.gzipBytes, 0),
    files: unique.length,
    rawBytes: unique.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: unique.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts: unique,
  };
}
