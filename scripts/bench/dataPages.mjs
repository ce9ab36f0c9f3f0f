// `node scripts/bench/dataPages.mjs <built demo folder> [runs]`: Lighthouse (mobile defaults) on the demo's data pages
// (the menu signed out, the cart and addresses signed in), served as `npm start` serves them, with the LCP element, its
// phases, what moved (CLS) and the demo backend's User Timing marks (start, ready, first answer) of each run.
// Build first with `VITE_BACKEND=fake npx vite build --outDir <folder>`. BENCH_PORT (default 4690): preview port;
// DevTools on BENCH_PORT + 9. Used for docs/PERFORMANCE.md "Session 7: LCP of data pages".
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { serveBuild } from './buildAndServe.mjs';
import { startBrowser } from './lighthouse.mjs';
import { signIn } from './signIn.mjs';

const [outDir, runsArg] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node scripts/bench/dataPages.mjs <built demo folder> [runs]');
const RUNS = Number(runsArg ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4690);
const debuggingPort = port + 9;

const server = await serveBuild(outDir, port);
const browser = await startBrowser({ executablePath: '/usr/bin/chromium', debuggingPort });

async function clearHttpCache() {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

const details = (audit) => audit?.details?.items ?? [];

async function measure(route, keepStorage) {
  const rows = [];
  for (let run = 0; run < RUNS; run++) {
    if (keepStorage) await clearHttpCache();
    const result = await lighthouse(`${server.origin}${route}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    });
    const { audits, categories } = result.lhr;
    const marks = Object.fromEntries(
      details(audits['user-timings'])
        .filter((item) => String(item.name).startsWith('demo-backend:'))
        .map((item) => [item.name.replace('demo-backend:', ''), Math.round(item.startTime)]),
    );
    const lcpItems = details(audits['largest-contentful-paint-element']);
    const element = lcpItems[0]?.items?.[0]?.node?.snippet ?? '?';
    const phases = Object.fromEntries(
      (lcpItems[1]?.items ?? []).map((phase) => [phase.phase, Math.round(phase.timing)]),
    );
    const shifts = details(audits['layout-shifts']).map(
      (shift) => `${shift.node?.snippet?.slice(0, 60) ?? '?'} ${shift.score?.toFixed(3)}`,
    );
    const row = {
      perf: Math.round(categories.performance.score * 100),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      observedLcp: Math.round(audits.metrics.details.items[0].observedLargestContentfulPaint),
      marks,
      element: element.slice(0, 80),
      phases,
      shifts,
    };
    rows.push(row);
    console.log(route, JSON.stringify(row));
  }
  const median = (key) => rows.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(
    `MEDIAN ${route}: Perf ${median('perf')}, LCP ${median('lcp')} ms, TBT ${median('tbt')} ms, CLS ${median('cls')}`,
  );
}

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
try {
  await measure('/foods/item-card/13', false);
  await signIn(browser, server.origin);
  await measure('/foods/item-view-cart', true);
  await measure('/user/address', true);
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
