// `npm run bench`: builds the demo and the http build, serves each as `npm start` does (vite preview), counts the
// JavaScript each route downloads, runs Lighthouse (mobile defaults) three times per route on the demo build,
// signed out and signed in, and writes the medians into docs/PERFORMANCE.md next to the targets.
//
//   npm run bench                 target routes (signed out, in English and in Hindi) and the main customer routes
//                                 (signed in), 3 runs each
//   npm run bench -- --all        every route of the app, signed out and signed in, 1 run each (about an hour)
//   BENCH_PORT=4610               first of the ports used (demo, http; DevTools on BENCH_PORT + 9)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { buildMode, serveBuild } from './bench/buildAndServe.mjs';
import { signIn } from './bench/signIn.mjs';

ensureDependencies();
const chromium = ensureChromium();
const { measureScriptBytes } = await import('./bench/scriptBytes.mjs');
const { medianOf, runLighthouse, startBrowser } = await import('./bench/lighthouse.mjs');

const everyRoute = process.argv.includes('--all');
const RUNS = everyRoute ? 1 : 3;
const basePort = Number(process.env.BENCH_PORT ?? 4610);
const debuggingPort = basePort + 9;

/** A signed-out visitor whose browser prefers Hindi: the target routes are measured for them too. */
const HINDI_VISITOR = 'signed out, हिन्दी';

/** The target routes (Performance ≥ 95 in English and in Hindi; Accessibility, Best Practices and SEO 100). */
const TARGET_ROUTES = ['/', '/foods/item-card/13', '/help', '/offers-near-me', '/login'];
/** Pages a signed-in customer uses most, measured signed in; and /login, which sends them on before it paints. */
const CUSTOMER_ROUTES = [
  '/',
  '/login',
  '/foods/item-card/13',
  '/foods/item-view-cart',
  '/user/order-history',
  '/user/address',
  '/account-setting',
];
const SAMPLE_PARAMS = { restaurantId: '13', id: '1', orderId: '1' };

const TARGETS = {
  performance: 95,
  fcp: 1500,
  lcp: 2000,
  tbt: 150,
  cls: 0.02,
  jsKb: { demo: 300, http: 200 },
};

function allRoutes(distDir) {
  const routes = JSON.parse(readFileSync(join(distDir, 'prerendered-pages.json'), 'utf8'));
  // A page prerendered with data (one restaurant's menu) is an instance of a route already listed, and a route's page
  // in another language is the same route.
  return routes
    .filter(({ of, language }) => !of && !language)
    .map(({ pattern }) =>
      pattern === '*' ? '/no-such-page' : pattern.replace(/:(\w+)/g, (_, name) => SAMPLE_PARAMS[name] ?? '1'),
    );
}

function build(mode, outDir) {
  console.log(`\n› Building the ${mode} build into ${outDir}`);
  buildMode(mode, outDir);
}

async function measureBytes(browser, origin, routes) {
  const rows = {};
  for (const route of routes) {
    const page = await browser.context.newPage();
    await page.context().clearCookies();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(() => globalThis.localStorage.clear());
    const bytes = await measureScriptBytes(page, `${origin}${route}`);
    rows[route] = { kb: bytes.gzipBytes / 1024, files: bytes.files, dataKb: bytes.dataGzipBytes / 1024 };
    await page.close();
    console.log(`  ${route}: ${rows[route].kb.toFixed(1)} KB gzip in ${bytes.files} files`);
  }
  return rows;
}

async function lighthouseRoutes(browser, origin, routes, visitor) {
  const rows = {};
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      if (visitor === 'signed in') {
        // Lighthouse keeps the storage (the session) but each run starts with an empty HTTP cache and no service
        // worker, as signed out: the page comes from the server, not from the worker the sign-in installed.
        const page = await browser.context.newPage();
        const cdp = await browser.context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
        await page.close();
      }
      runs.push(await runLighthouse(`${origin}${route}`, { debuggingPort, keepStorage: visitor === 'signed in' }));
    }
    rows[route] = medianOf(runs);
    const m = rows[route];
    console.log(
      `  ${visitor} ${route}: Performance ${m.performance}, FCP ${(m.fcp / 1000).toFixed(2)} s, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
    );
  }
  return rows;
}

const ok = (pass) => (pass ? '✔' : '✘');

function report({ date, load, cores, bytes, lighthouse }) {
  const lines = [];
  lines.push(
    `Measured ${date} by \`npm run bench${everyRoute ? ' -- --all' : ''}\` (Lighthouse 12.8, mobile defaults: simulated slow 4G, 4× CPU slowdown; Debian Chromium, headless).`,
  );
  lines.push(
    `Load average when it started: ${load.map((value) => value.toFixed(2)).join(', ')} on ${cores} cores${load[0] > 1.5 ? ' (the machine was busy: task times and so TBT read high)' : ''}.`,
  );
  lines.push('');
  lines.push('### JavaScript downloaded to show a route (every .js response until the network is idle, gzip -9)');
  lines.push('');
  lines.push(
    `| route | demo build (target ≤ ${TARGETS.jsKb.demo} KB) | http build (target ≤ ${TARGETS.jsKb.http} KB) |`,
  );
  lines.push('|---|---|---|');
  for (const route of Object.keys(bytes.demo)) {
    const demo = bytes.demo[route];
    const http = bytes.http[route];
    const demoCell = `${demo.kb.toFixed(1)} KB, ${demo.files} files${demo.dataKb ? ` (+ ${demo.dataKb.toFixed(1)} KB JSON demo data)` : ''}`;
    const httpCell = http ? `${http.kb.toFixed(1)} KB, ${http.files} files` : '—';
    lines.push(
      `| \`${route}\` | ${demoCell}${route === '/' ? ` ${ok(demo.kb <= TARGETS.jsKb.demo)}` : ''} | ${httpCell}${route === '/' && http ? ` ${ok(http.kb <= TARGETS.jsKb.http)}` : ''} |`,
    );
  }
  lines.push('');
  lines.push(
    `### Lighthouse, demo build served as \`npm start\` serves it (median of ${RUNS} run${RUNS > 1 ? 's' : ''} per figure)`,
  );
  lines.push('');
  lines.push(
    `Targets: Performance ≥ ${TARGETS.performance} (target routes), FCP ≤ ${TARGETS.fcp / 1000} s, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls} (every route); Accessibility, Best Practices and SEO 100.`,
  );
  lines.push('');
  lines.push(
    '| route | visitor | Perf | FCP | LCP | TBT | CLS | Speed Index | A11y | BP | SEO | audits failed (not Performance) |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [visitor, rows] of Object.entries(lighthouse)) {
    for (const [route, m] of Object.entries(rows)) {
      const cells = [
        `${m.performance}${TARGET_ROUTES.includes(route) && visitor !== 'signed in' ? ` ${ok(m.performance >= TARGETS.performance)}` : ''}`,
        `${(m.fcp / 1000).toFixed(2)} s ${ok(m.fcp <= TARGETS.fcp)}`,
        `${(m.lcp / 1000).toFixed(2)} s ${ok(m.lcp <= TARGETS.lcp)}`,
        `${Math.round(m.tbt)} ms ${ok(m.tbt <= TARGETS.tbt)}`,
        `${m.cls.toFixed(3)} ${ok(m.cls <= TARGETS.cls)}`,
        `${(m.si / 1000).toFixed(2)} s`,
        m.accessibility,
        m.bestPractices,
        m.seo,
        m.failed.join(', ') || '—',
      ];
      lines.push(`| \`${route}\` | ${visitor} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

function writeReport(text) {
  const file = 'docs/PERFORMANCE.md';
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const doc = readFileSync(file, 'utf8');
  if (!doc.includes(start) || !doc.includes(end))
    throw new Error(`${file} has no ${start} … ${end} section for the bench`);
  writeFileSync(file, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${text}\n${doc.slice(doc.indexOf(end))}`);
  console.log(`\n✔ Wrote the results into ${file}`);
}

const load = loadavg();
const work = mkdtempSync(join(tmpdir(), 'railbite-bench-'));
const servers = [];
let browser;
try {
  build('demo', join(work, 'demo'));
  build('http', join(work, 'http'));
  const demo = await serveBuild(join(work, 'demo'), basePort);
  const http = await serveBuild(join(work, 'http'), basePort + 1);
  servers.push(demo, http);
  const routes = everyRoute ? allRoutes(join(work, 'demo')) : TARGET_ROUTES;
  browser = await startBrowser({ executablePath: chromium, debuggingPort });

  console.log('\n› JavaScript per route, demo build');
  const demoBytes = await measureBytes(browser, demo.origin, routes);
  console.log('› JavaScript per route, http build');
  const httpBytes = await measureBytes(browser, http.origin, routes);

  console.log(`\n› Lighthouse, ${RUNS} run(s) per route`);
  const signedOut = await lighthouseRoutes(browser, demo.origin, routes, 'signed out');
  await signIn(browser, demo.origin);
  const signedIn = await lighthouseRoutes(browser, demo.origin, everyRoute ? routes : CUSTOMER_ROUTES, 'signed in');
  // A Hindi browser: the server answers each page prerendered in Hindi, with its font.
  await browser.close();
  browser = await startBrowser({ executablePath: chromium, debuggingPort, acceptLanguage: 'hi-IN,hi' });
  const inHindi = await lighthouseRoutes(browser, demo.origin, TARGET_ROUTES, HINDI_VISITOR);

  writeReport(
    report({
      date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      load,
      bytes: { demo: demoBytes, http: httpBytes },
      lighthouse: { 'signed out': signedOut, 'signed in': signedIn, [HINDI_VISITOR]: inHindi },
      cores: cpus().length,
    }),
  );
} finally {
  await browser?.close();
  for (const server of servers) server.stop();
  rmSync(work, { recursive: true, force: true });
}
