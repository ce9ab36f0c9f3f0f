// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) against a running server, in Debian
// Chromium started by Playwright with a DevTools port, so signed-in pages can be measured too: the bench
// signs in through the UI first and Lighthouse then keeps the browser's storage (its HTTP cache is cleared).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts a browser Lighthouse can drive (set to prefer `acceptLanguage`, if given); `close()` ends it. */
export async function startBrowser({ executablePath, debuggingPort, acceptLanguage }) {
  const profile = mkdtempSync(join(tmpdir(), 'railbite-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${debuggingPort}`,
      // The browser's languages (navigator.languages and Accept-Language), for the pages in another language.
      ...(acceptLanguage ? [`--accept-lang=${acceptLanguage}`] : []),
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run: scores (0-100) and metrics (ms; CLS unitless), plus the failed audits' ids. */
export async function runLighthouse(url, { debuggingPort, keepStorage = false }) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    failed: Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  };
}

/** The median of each figure over the runs (each figure separately, as Lighthouse's own guidance does). */
export function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si'];
  const result = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  result.failed = [...new Set(runs.flatMap((run) => run.failed))];
  result.runs = runs.length;
  return result;
}
