import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Byte budgets (docs/PERFORMANCE.md): bytes, not timings, so they hold on a busy machine; Lighthouse runs in
 * `npm run bench`. Measured as the JavaScript a browser downloads to show `/` (every .js response until the network is
 * idle, each gzipped at level 9: scripts/bench/scriptBytes.mjs), on the demo build (test/e2e/budgets.spec.ts) and
 * the http build (test/e2e-http/budgets.spec.ts). Each budget is the size measured last plus a 2 % margin, so a
 * change can add a little without a new budget; the targets (300 KB demo, 200 KB http) are PERFORMANCE.md's.
 */
export const MEASURED_KB = { demo: 270.3, http: 213.8 } as const;
export const BUDGET_MARGIN = 0.02;
export const JS_BUDGET_KB = {
  demo: Math.round(MEASURED_KB.demo * (1 + BUDGET_MARGIN) * 10) / 10,
  http: Math.round(MEASURED_KB.http * (1 + BUDGET_MARGIN) * 10) / 10,
} as const;
/** The prerendered home page (HTML with its inline styles), all that the first paint needs. */
export const FIRST_PAINT_HTML_BUDGET_KB = 20;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The largest scripts of a measurement, named for a failing budget: where to look first. */
export function biggestScripts(scripts: readonly { url: string; gzipBytes: number }[], count = 8): string {
  const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
  return `the largest scripts: ${largest.map(({ url, gzipBytes }) => `${url.split('/').pop()} ${kb(gzipBytes)} KB`).join(', ')}`;
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Strings only the demo backend has: its customers' password hashes, its refusal text, its storage key. */
export function demoBackendMarkers(): string[] {
  const customers = JSON.parse(readFileSync('fixtures/customers.json', 'utf8')) as { passwordHash: string }[];
  return [
    ...customers.map((customer) => customer.passwordHash),
    'Declined by the demo backend',
    'railbite.fake-backend',
  ];
}

export const filesContaining = (dir: string, marker: string) =>
  filesUnder(dir).filter((file) => !file.endsWith('.map') && readFileSync(file, 'utf8').includes(marker));
