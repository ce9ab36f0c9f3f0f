import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureScriptBytes } from '../../scripts/bench/scriptBytes.mjs';
import { expect, test } from './support/fixtures';
import { type ServedBuild, serveHttpBuild } from './support/httpBuild';

/**
 * Deterministic performance budgets (docs/PERFORMANCE.md): bytes, not timings, so they hold on a busy machine.
 * Lighthouse itself runs in `npm run bench`.
 *
 * JavaScript to show / (every .js response until the network is idle, gzip -9). The targets are 300 KB (demo)
 * and 200 KB (http). Session 4 (lazy http adapters, start-up chunk groups, no MUI CSS-variables theme code, a plain
 * select) measured demo 267.5 KB and http 215.8 KB before the endpoint table's shared adapters were merged; merged
 * main measures demo 273.2 KB and http 220.4 KB: the demo build is under its target, the http build is not. Both are
 * held at their measured size + 0.5 KB, so any growth fails (see docs/PERFORMANCE.md for what is left). Session 5:
 * demo 266.4 KB and http 213.6 KB measured (budgets lowered); the http target of 200 KB is still not met. Session 6
 * (the home page's controls as plain elements, push set-up only signed in): demo 253.3 KB, http 199.2 KB: both targets met.
 */
const JS_BUDGET_KB = { demo: 253.8, http: 199.7 } as const;
/** The prerendered home page (HTML with its inline styles), all that the first paint needs. */
const FIRST_PAINT_HTML_BUDGET_KB = 20;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Strings only the demo backend has: its customers' password hashes, its refusal text, its storage key. */
function demoBackendMarkers(): string[] {
  const customers = JSON.parse(readFileSync('fixtures/customers.json', 'utf8')) as { passwordHash: string }[];
  return [
    ...customers.map((customer) => customer.passwordHash),
    'Declined by the demo backend',
    'railbite.fake-backend',
  ];
}

const filesContaining = (dir: string, marker: string) =>
  filesUnder(dir).filter((file) => !file.endsWith('.map') && readFileSync(file, 'utf8').includes(marker));

test.describe('the demo build (what npm start serves)', () => {
  test(`downloads at most ${JS_BUDGET_KB.demo} KB gzip of JavaScript to show / (target 300 KB)`, async ({ page }) => {
    const bytes = await measureScriptBytes(page, '/');
    console.info(
      `demo build, /: ${bytes.files} scripts, ${kb(bytes.gzipBytes)} KB gzip; demo data ${kb(bytes.dataGzipBytes)} KB gzip of JSON`,
    );
    expect(kb(bytes.gzipBytes)).toBeLessThanOrEqual(JS_BUDGET_KB.demo);
  });

  test('paints / from its HTML: prerendered, small, no script or stylesheet to wait for', async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('India&#x27;s Best Authentic Food Delivery');
    expect(kb(gzipSync(html, { level: 9 }).length)).toBeLessThanOrEqual(FIRST_PAINT_HTML_BUDGET_KB);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/<script defer src="\/assets\/start-[\w-]+\.js"/),
    ]);
  });

  test("no page has an inline script or event handler (a CSP of script-src 'self' holds)", () => {
    const pages = filesUnder('dist').filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), file).toBeNull();
      expect(html.match(/<[^>]+\son[a-z]+=/g), file).toBeNull();
    }
  });

  test('contains the demo backend (the markers the http build must not have)', () => {
    for (const marker of demoBackendMarkers()) expect(filesContaining('dist', marker), marker).not.toEqual([]);
  });

  test('serves hashed assets for a year, pages and robots.txt revalidated', async ({ request }) => {
    const home = await request.get('/', { headers: { accept: 'text/html' } });
    expect(home.headers()['cache-control']).toBe('no-cache');
    const entry = (await home.text()).match(/data-entry="([^"]+)"/)![1]!;
    expect((await request.get(entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('User-agent: *');
  });
});

test.describe('an http build (VITE_BACKEND=http)', () => {
  test.describe.configure({ mode: 'serial' });
  let served: ServedBuild;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    served = await serveHttpBuild();
  });
  test.afterAll(async () => served?.close());

  test('contains no demo backend, fixtures or demo password hashes', () => {
    for (const marker of demoBackendMarkers()) expect(filesContaining(served.outDir, marker), marker).toEqual([]);
    expect(
      filesUnder(served.outDir).filter((file) =>
        /\/(customers|menus|orders|restaurants|addresses)-[\w-]+\.json$/.test(file),
      ),
    ).toEqual([]);
  });

  test(`downloads at most ${JS_BUDGET_KB.http} KB gzip of JavaScript to show / (target 200 KB)`, async ({ page }) => {
    const bytes = await measureScriptBytes(page, `${served.origin}/`);
    console.info(`http build, /: ${bytes.files} scripts, ${kb(bytes.gzipBytes)} KB gzip`);
    expect(kb(bytes.gzipBytes)).toBeLessThanOrEqual(JS_BUDGET_KB.http);
  });
});
