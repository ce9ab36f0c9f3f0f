// `node scripts/bench/traceWaits.mjs <trace.json> [--tasks]`: where a Lighthouse trace's blocking time comes from. A
// trace saved by `BENCH_TRACE_DIR=<folder> node scripts/bench/dataPages.mjs …`; Lighthouse's simulated phone counts each
// main-thread task after the first paint by its wall time in the trace (4 × wall − 50 ms). Prints that sum next to the
// same sum over the tasks' CPU time (`cpuTbt`), and what Chromium's other threads spent of CPU while those tasks ran:
// the part of the blocking time that is waiting for a core, not the page's work. `--tasks` lists each counted task.
// docs/PERFORMANCE.md, "How the figures are taken", says why Lighthouse's TBT on a shared machine needs it.
import { readFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench/traceWaits.mjs <trace.json> [--tasks]');
const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = parsed.traceEvents ?? parsed;

const threadNames = new Map();
const processNames = new Map();
for (const event of events) {
  if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  if (event.name === 'process_name') processNames.set(event.pid, event.args.name);
}
const threadOf = (event) => `${event.pid}:${event.tid}`;
const label = (thread) =>
  `${processNames.get(Number(thread.split(':')[0])) ?? '?'}/${threadNames.get(thread) ?? thread}`;

/** Each thread's outermost complete events: what it ran, without counting nested events twice. */
const outermost = new Map();
for (const event of [...events].filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
  const list =
    outermost.get(threadOf(event)) ?? outermost.set(threadOf(event), { events: [], end: -1 }).get(threadOf(event));
  if (event.ts < list.end) continue;
  list.events.push(event);
  list.end = event.ts + event.dur;
}
const isTask = (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';
const mainThread = [...outermost.keys()]
  .filter((thread) => threadNames.get(thread) === 'CrRendererMain')
  .sort((a, b) => outermost.get(b).events.length - outermost.get(a).events.length)[0];
if (!mainThread) throw new Error('no renderer main thread in this trace');

const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
const counted = outermost
  .get(mainThread)
  .events.filter((task) => isTask(task) && task.ts >= firstPaint && 4 * (task.dur / 1000) > 50);

/** CPU time a thread spent inside [from, to], its events' CPU time shared out by overlap. */
const cpuWithin = (thread, from, to) =>
  outermost.get(thread).events.reduce((sum, event) => {
    const overlap = Math.min(event.ts + event.dur, to) - Math.max(event.ts, from);
    return overlap > 0 ? sum + ((event.tdur ?? event.dur) * overlap) / event.dur / 1000 : sum;
  }, 0);

const othersTotal = new Map();
let wallBlocking = 0;
let cpuBlocking = 0;
for (const task of counted) {
  const wall = task.dur / 1000;
  const cpu = (task.tdur ?? 0) / 1000;
  wallBlocking += 4 * wall - 50;
  cpuBlocking += Math.max(0, 4 * cpu - 50);
  const others = [...outermost.keys()]
    .filter((thread) => thread !== mainThread)
    .map((thread) => [label(thread), cpuWithin(thread, task.ts, task.ts + task.dur)])
    .filter(([, ms]) => ms > 0.5)
    .sort((a, b) => b[1] - a[1]);
  for (const [name, ms] of others) othersTotal.set(name, (othersTotal.get(name) ?? 0) + ms);
  if (flag === '--tasks')
    console.log(
      `+${Math.round((task.ts - firstPaint) / 1000)} ms: wall ${wall.toFixed(1)}, CPU ${cpu.toFixed(1)} | ` +
        others
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join('; '),
    );
}
console.log(
  `${counted.length} tasks counted; blocking by wall time ${Math.round(wallBlocking)} ms, by CPU time ${Math.round(cpuBlocking)} ms`,
);
console.log(
  `main thread waiting inside them: ${Math.round(counted.reduce((sum, t) => sum + (t.dur - (t.tdur ?? 0)) / 1000, 0))} ms; other threads' CPU meanwhile:`,
);
for (const [name, ms] of [...othersTotal].sort((a, b) => b[1] - a[1]).slice(0, 8))
  console.log(`  ${name} ${ms.toFixed(1)} ms`);
