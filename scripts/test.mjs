// `npm test`: install what is missing (npm packages and Debian Chromium), then run every check.
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { chromiumVersion, ensureChromium } from './lib/ensure-chromium.mjs';
import { runBin } from './lib/run.mjs';

ensureDependencies();
const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };
console.log(`› End-to-end browser: ${chromiumVersion(chromium)} (${chromium})`);
const timings = [];
const step = (name, bin, args) => {
  console.log(`\n━━ ${name} ━━`);
  timings.push([name, runBin(bin, args, { env })]);
};

step('Typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
step('Lint', 'eslint', ['--max-warnings=0', '.']);
step('Architecture rules', 'depcruise', ['--config', '.dependency-cruiser.cjs', 'src']);
step('Unit, store, component and contract tests', 'vitest', ['run']);
step('End-to-end tests (Playwright, Debian Chromium)', 'playwright', ['test']);

console.log('\n✔ All checks passed');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(50)} ${seconds}s`);
