// `[BENCH_TASKS=1] [BENCH_TRACE_DIR=<folder>] node scripts/bench/dataPages.mjs <built demo folder> [runs] [route ...]`: Lighthouse (mobile defaults) on the demo's
// data pages (default: the menu signed out; the cart, addresses and order history signed in; a route written
// `in:/path` is measured signed in), served as `npm start` serves them, with the LCP element, its phases, what moved
// (CLS), the demo backend's User Timing marks (start, ready, first answer) and `cpuTbt` of each run: Σ(4 × CPU − 50 ms)
// over the main thread's tasks after the first paint, from the trace's CPU times (robust on a busy machine, where
// Lighthouse's own TBT reads the waits too). Build first with `VITE_BACKEND=fake npx vite build --outDir <folder>`.
// BENCH_PORT (default 4690): preview port; DevTools on BENCH_PORT + 9. For A/B runs of two builds on the data pages.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { serveBuild } from './buildAndServe.mjs';
import { startBrowser } from './lighthouse.mjs';
import { signIn } from './signIn.mjs';

const [outDir, runsArg, ...routeArgs] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node scripts/bench/dataPages.mjs <built demo folder> [runs] [route ...]');
const RUNS = Number(runsArg ?? 3);
const SIGNED_IN = 'in:';
const routes = routeArgs.length
  ? routeArgs
  : ['/foods/item-card/13', 'in:/foods/item-view-cart', 'in:/user/address', 'in:/user/order-history'];
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

/** The page's main thread: the renderer main thread that ran the most tasks. */
function mainThreadTasks(traceEvents) {
  const rendererMains = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !rendererMains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/** Lighthouse's 4× phone counts each task's time over 50 ms; here from CPU time, after the first contentful paint. */
function cpuBlocking(traceEvents) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const tasks = mainThreadTasks(traceEvents).filter((task) => !fcp || task.ts >= fcp.ts);
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return {
    cpuTbt: Math.round(cpu.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0)),
    longestCpu: Number(Math.max(0, ...cpu).toFixed(1)),
    // The tasks Lighthouse's phone would count (over 12.5 ms of CPU here), in order: where the blocking time is.
    longTasksCpu: cpu.filter((ms) => ms > 12.5).map((ms) => Math.round(ms)),
    ...(process.env.BENCH_TASKS ? { taskContents: longTaskContents(traceEvents, tasks) } : {}),
  };
}

/** BENCH_TASKS=1: what ran in each of those tasks (the trace events over 1 ms inside it, with their script). */
function longTaskContents(traceEvents, tasks) {
  return tasks
    .filter((task) => (task.tdur ?? 0) > 12500)
    .map((task) => {
      const inside = traceEvents.filter(
        (event) =>
          event.ph === 'X' &&
          event.pid === task.pid &&
          event.tid === task.tid &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= task.ts + task.dur &&
          (event.dur ?? 0) > 300,
      );
      const label = (event) => {
        const data = event.args?.data ?? event.args?.beginData ?? {};
        const url = String(data.url ?? data.stackTrace?.[0]?.url ?? '').replace(/^.*\//, '');
        return `${event.name}${url ? ` ${url}` : ''}${data.functionName ? ` ${data.functionName}` : ''} ${(event.dur / 1000).toFixed(1)}`;
      };
      const byName = new Map();
      for (const event of inside) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
      const names = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8);
      return `${Math.round((task.tdur ?? 0) / 1000)} ms at ${Math.round((task.ts - tasks[0].ts) / 1000)}: ${names.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join('; ')} | ${inside
        .filter((e) => e.args?.data?.url)
        .slice(0, 4)
        .map(label)
        .join('; ')}`;
    });
}

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
    const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
    if (process.env.BENCH_TRACE_DIR)
      writeFileSync(`${process.env.BENCH_TRACE_DIR}/${route.replace(/\W+/g, '_')}-${run}.json`, JSON.stringify(trace));
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
      fcp: Math.round(audits['first-contentful-paint'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      observedLcp: Math.round(audits.metrics.details.items[0].observedLargestContentfulPaint),
      ...cpuBlocking(trace?.traceEvents ?? []),
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
    `MEDIAN ${keepStorage ? 'signed in ' : ''}${route}: Perf ${median('perf')}, FCP ${median('fcp')} ms, ` +
      `LCP ${median('lcp')} ms, TBT ${median('tbt')} ms, CLS ${median('cls')}, ` +
      `cpuTbt ${median('cpuTbt')} ms, longest task ${median('longestCpu')} ms CPU`,
  );
}

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
try {
  // Signed-out routes first: signing in keeps the browser's storage signed in for the rest.
  for (const route of routes.filter((route) => !route.startsWith(SIGNED_IN))) await measure(route, false);
  const signedIn = routes.filter((route) => route.startsWith(SIGNED_IN));
  if (signedIn.length) await signIn(browser, server.origin);
  for (const route of signedIn) await measure(route.slice(SIGNED_IN.length), true);
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
