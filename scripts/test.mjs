// `npm test`: install what is missing (npm packages and Debian Chromium), then run every check.
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { runBin, runBinsTogether } from './lib/run.mjs';

ensureDependencies();
const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };
const timings = [];
const step = (name, bin, args) => {
  console.log(`\n━━ ${name} ━━`);
  timings.push([name, runBin(bin, args, { env })]);
};

// The three checkers each use one core: side by side they take about as long as the lint alone.
const checks = await runBinsTogether(
  [
    { name: 'Typecheck', bin: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
    { name: 'Lint', bin: 'eslint', args: ['--max-warnings=0', '.'] },
    { name: 'Architecture rules', bin: 'depcruise', args: ['--config', '.dependency-cruiser.cjs', 'src'] },
  ],
  { env },
);
timings.push(...checks);
step('Unit, store, component and contract tests', 'vitest', ['run']);
step('End-to-end tests (Playwright, Debian Chromium)', 'playwright', ['test']);

console.log('\n✔ All checks passed');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(50)} ${seconds}s`);
