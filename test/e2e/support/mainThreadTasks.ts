import type { Browser, Page } from '@playwright/test';

/** A task of the page's main thread as Chromium's trace records it: wall-clock and CPU milliseconds. */
export interface MainThreadTask {
  /** performance.now() time of the page, in ms. */
  start: number;
  wallMs: number;
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

const SYNC_MARK = 'railbite-trace-sync';

/**
 * Records the page's main-thread tasks while `run` goes, with their CPU time: a long task on a machine that
 * other work keeps busy is stretched by waiting, not by working, and only the CPU time tells the two apart.
 */
export async function recordMainThreadTasks(
  browser: Browser,
  page: Page,
  run: () => Promise<void>,
): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const syncedAt = await page.evaluate((mark) => {
    const now = performance.now();
    // A TimeStamp event in the trace at a known performance.now(): it maps trace time to page time.
    // eslint-disable-next-line no-console
    console.timeStamp(mark);
    return now;
  }, SYNC_MARK);
  await run();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const sync = events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === SYNC_MARK);
  if (!sync) throw new Error('the trace has no sync mark');
  const mainThread = `${sync.pid}:${sync.tid}`;
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === mainThread)
    .map((event) => ({
      start: syncedAt + (event.ts - sync.ts) / 1000,
      wallMs: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? 0) / 1000,
    }));
}

/** The most CPU any main-thread task overlapping [start, start + duration] used. */
export function cpuDuring(tasks: MainThreadTask[], start: number, duration: number): number {
  return Math.max(
    0,
    ...tasks
      .filter((task) => task.start < start + duration && task.start + task.wallMs > start)
      .map((task) => task.cpuMs),
  );
}
