// `node scripts/bench/timeToData.mjs <built demo folder> [loads] [folder B]`: how long after navigation a page is
// live (`#root` no longer inert) and shows its data, each load in a fresh browser context (empty HTTP cache), at
// full speed (no throttling). With a second folder, the two builds are served side by side and loaded alternately.
// Build like the e2e suite: `VITE_BACKEND=fake VITE_FAKE_LATENCY_MS=60 npx vite build --outDir <folder>`.
// BENCH_PORT (default 4720): the first preview's port (the second uses the next one).
import { chromium } from '@playwright/test';
import { serveBuild } from './buildAndServe.mjs';
import { signIn } from './signIn.mjs';

const PAGES = [
  { path: '/', signedIn: false, data: 'main a[href^="/foods/item-card/"]' },
  { path: '/foods/item-card/1', signedIn: true, data: 'article' },
  { path: '/user/order-history', signedIn: true, data: '[role="feed"][aria-busy="false"]' },
  { path: '/user/address', signedIn: true, data: 'main li' },
];

const [firstDir, loadsArg, secondDir] = process.argv.slice(2);
if (!firstDir) throw new Error('usage: node scripts/bench/timeToData.mjs <built demo folder> [loads] [folder B]');
const LOADS = Number(loadsArg ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4720);
const dirs = secondDir ? [firstDir, secondDir] : [firstDir];
const servers = await Promise.all(dirs.map((dir, index) => serveBuild(dir, port + index)));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** The storage a sign-in through /login leaves (signIn.mjs, as the other bench scripts sign in), once per build. */
async function signedInState(origin) {
  const context = await browser.newContext();
  await signIn({ context }, origin);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function load(origin, state, { path, data }) {
  const context = await browser.newContext(state ? { storageState: state } : {});
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  const live = page
    .waitForFunction(() => globalThis.document.getElementById('root')?.hasAttribute('inert') === false, null, {
      polling: 16,
    })
    .then(() => Date.now() - started);
  const shown = page
    .locator(data)
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => Date.now() - started);
  const [liveMs, dataMs] = await Promise.all([live, shown]);
  await context.close();
  return { liveMs, dataMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const states = await Promise.all(servers.map(({ origin }) => signedInState(origin)));
for (const pageSpec of PAGES) {
  const results = dirs.map(() => []);
  for (let round = 0; round < LOADS; round++)
    for (const [index, { origin }] of servers.entries())
      results[index].push(await load(origin, pageSpec.signedIn ? states[index] : undefined, pageSpec));
  for (const [index, dir] of dirs.entries()) {
    const lives = results[index].map((result) => result.liveMs);
    const shows = results[index].map((result) => result.dataMs);
    console.log(
      `${pageSpec.signedIn ? 'signed in ' : ''}${pageSpec.path} [${dir}]: live ${median(lives)} ms (${lives.join(', ')}),` +
        ` data ${median(shows)} ms (${shows.join(', ')})`,
    );
  }
}
await browser.close();
for (const server of servers) server.stop();
