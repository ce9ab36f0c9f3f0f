import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { measureScriptBytes } from '../../scripts/bench/scriptBytes.mjs';
import { SIGNED_IN_GO_ON_SCRIPT } from '../../src/ui/app/signedInGoOnScript';
import { LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript';
import { expect, test } from './support/fixtures';
import {
  biggestScripts,
  demoBackendMarkers,
  filesContaining,
  filesUnder,
  FIRST_PAINT_HTML_BUDGET_KB,
  JS_BUDGET_KB,
  kb,
} from './support/budgets';

/**
 * Opens / and waits until the app has taken the prerendered page over: when the page first painted, and each script
 * and each data file it requested (path, request start, response end).
 */
async function startHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const { firstPaint, files } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    files: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(({ name, startTime, responseEnd }) => ({ path: new URL(name).pathname, startTime, responseEnd })),
  }));
  const ofType = (extension: string) =>
    files.filter(({ path }) => path.startsWith('/assets/') && path.endsWith(extension));
  return { firstPaint, scripts: ofType('.js'), data: ofType('.json') };
}

/** The files a built script imports statically (`import … from "./file.js"`), by file name. */
const staticImports = (code: string) =>
  [...code.matchAll(/\bimport\s*(?:\{[^}]*\}\s*from\s*)?"\.\/([^"]+)"/g)].map((m) => m[1]!);

/** The demo build's budgets (support/budgets.ts); the http build's are in test/e2e-http/budgets.spec.ts. */
test.describe('the demo build (what npm start serves)', () => {
  test(`downloads at most ${JS_BUDGET_KB.demo} KB gzip of JavaScript to show / (last measured + 2 %; target 300 KB)`, async ({
    page,
  }) => {
    const bytes = await measureScriptBytes(page, '/');
    console.info(
      `demo build, /: ${bytes.files} scripts, ${kb(bytes.gzipBytes)} KB gzip; demo data ${kb(bytes.dataGzipBytes)} KB gzip of JSON`,
    );
    expect(kb(bytes.gzipBytes), biggestScripts(bytes.scripts)).toBeLessThanOrEqual(JS_BUDGET_KB.demo);
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

  test("requests the app's code only once the prerendered page's first paint is on screen", async ({ page }) => {
    const { firstPaint, scripts } = await startHome(page);
    const appScripts = scripts.filter(({ path }) => !path.startsWith('/assets/start-'));
    expect(firstPaint).toBeGreaterThan(0);
    expect(appScripts.length).toBeGreaterThan(10);
    // Lighthouse counts a request made before the first paint as something that paint waits for.
    expect(Math.min(...appScripts.map(({ startTime }) => startTime))).toBeGreaterThan(firstPaint!);
  });

  test("starts in steps: React, the other libraries, the style engine, the components, the container's schemas (two files) and the rest of the container are separate files", async ({
    page,
  }) => {
    const { scripts } = await startHome(page);
    // src/main.tsx evaluates each in a task of its own: one file holding two of them would be one long task.
    for (const file of ['framework', 'libraries', 'ui-kit', 'app', 'schemas', 'catalogue-schemas', 'container'])
      expect(
        scripts.filter(({ path }) => path.startsWith(`/assets/${file}-`)),
        file,
      ).toHaveLength(1);
    // The entry imports none of them statically: evaluating it would evaluate them, all in the entry's task.
    const entry = readFileSync(`dist${(await page.locator('script[data-entry]').getAttribute('data-entry'))!}`, 'utf8');
    expect(staticImports(entry)).toEqual([
      expect.stringMatching(/^rolldown-runtime-/),
      expect.stringMatching(/^entry-helpers-/),
    ]);
  });

  test("no screen's file imports the demo backend's: only the container asks for it, and a screen does not wait for it", () => {
    const importers = filesUnder('dist/assets')
      .filter((file) => file.endsWith('.js'))
      .filter((file) => !/[\\/]demo-(backend|database)-/.test(file))
      .filter((file) =>
        staticImports(readFileSync(file, 'utf8')).some((name) => /^demo-(backend|database)-/.test(name)),
      );
    expect(importers).toEqual([]);
  });

  test('the demo backend arrives in two files (its database first), its data is requested with them (not once they have arrived), its menus when read', async ({
    page,
  }) => {
    const { scripts, data } = await startHome(page);
    // Two files, evaluated in two tasks (src/infrastructure/di/createContainer.ts): in one, they were a long task.
    const database = scripts.filter(({ path }) => path.startsWith('/assets/demo-database-'));
    const backend = scripts.filter(({ path }) => path.startsWith('/assets/demo-backend-'));
    expect(database).toHaveLength(1);
    expect(backend).toHaveLength(1);
    expect(database[0]!.startTime).toBeLessThanOrEqual(backend[0]!.startTime);
    const nameOf = (path: string) => path.replace(/^\/assets\//, '').replace(/-[\w-]+\.json$/, '');
    // A menu is a file of its own, named by its restaurant's id (fixtures/menus).
    const menus = data.filter(({ path }) => /^\d+$/.test(nameOf(path)));
    const startFiles = data.filter((file) => !menus.includes(file));
    expect(startFiles.map(({ path }) => nameOf(path))).toEqual(
      expect.arrayContaining(['customers', 'restaurants', 'orders', 'trains']),
    );
    expect(startFiles.map(({ path }) => nameOf(path))).not.toContain('menus');
    // Requested before the backend's files: not left until its code has arrived and run.
    for (const file of startFiles) expect(file.startTime, file.path).toBeLessThanOrEqual(database[0]!.startTime);
    // No dish is shown on /: the only menus read are those of the demo customers' past orders, which a first start
    // puts in (545 KB of menus in one file had taken a 35 ms task to parse on every page).
    const orders = JSON.parse(readFileSync('fixtures/orders.json', 'utf8')) as { restaurantId: number }[];
    const ordered = orders.map((order) => order.restaurantId);
    for (const { path } of menus) expect(ordered, path).toContain(Number(nameOf(path)));
  });

  test("the menu page's files do not carry its dialogs: they are a file of their own, evaluated after the page's", () => {
    const assets = filesUnder('dist/assets').filter((file) => file.endsWith('.js'));
    const named = (prefix: string) => assets.filter((file) => new RegExp(`[\\\\/]${prefix}-[\\w-]+\\.js$`).test(file));
    const menuPage = named('MenuPage');
    expect(menuPage).toHaveLength(1);
    expect(named('MenuDialogs')).toHaveLength(1);
    // Every file the page's file imports statically (evaluated with it, in its task). MUI's Modal stays: the search
    // field's TextField imports it (for a select's menu).
    const evaluatedWith = new Set<string>();
    const pending = staticImports(readFileSync(menuPage[0]!, 'utf8'));
    while (pending.length) {
      const name = pending.pop()!;
      if (evaluatedWith.has(name)) continue;
      evaluatedWith.add(name);
      pending.push(...staticImports(readFileSync(`dist/assets/${name}`, 'utf8')));
    }
    expect(
      [...evaluatedWith].filter((name) => /^(MenuDialogs|Dialog|DialogTitle|RadioGroup|Checkbox)-/.test(name)),
    ).toEqual([]);
  });

  test('no page has an inline script or event handler but the language script, and on /login its own: the CSP allows both by their hashes', () => {
    const pages = filesUnder('dist').filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((match) => match[1]);
      expect(inline, file).toEqual(
        /^dist\/(\w+\/)?login\.html$/.test(file) ? [SIGNED_IN_GO_ON_SCRIPT, LANGUAGE_SCRIPT] : [LANGUAGE_SCRIPT],
      );
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)?.length ?? 0, file).toBe(inline.length);
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

  test('sends hashed assets compressed at build time: brotli where accepted, else gzip, else as they are', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { accept: 'text/html' } });
    const entry = (await home.text()).match(/data-entry="([^"]+)"/)![1]!;
    const onDisk = readFileSync(`dist${entry}`);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await request.get(entry, { headers: { 'accept-encoding': accepted } });
      expect(answer.headers()['content-encoding'], accepted).toBe(encoding);
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers()['content-type']).toBe('text/javascript');
      expect((await answer.body()).equals(onDisk), accepted).toBe(true);
    }
    expect(readFileSync(`dist${entry}.br`).length).toBeLessThan(onDisk.length);
  });
});
