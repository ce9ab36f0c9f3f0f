import { spawnSync } from 'node:child_process';

/** Runs a command with inherited stdio; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) {
    console.error(`\n✖ ${command} ${args.join(' ')} could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  return seconds;
}

/** Runs a binary from node_modules/.bin. */
export function runBin(bin, args, options = {}) {
  return run(process.execPath, [binPath(bin), ...args], options);
}

function binPath(bin) {
  const paths = {
    tsc: 'node_modules/typescript/bin/tsc',
    eslint: 'node_modules/eslint/bin/eslint.js',
    depcruise: 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
    vitest: 'node_modules/vitest/vitest.mjs',
    vite: 'node_modules/vite/bin/vite.js',
    playwright: 'node_modules/@playwright/test/cli.js',
  };
  const path = paths[bin];
  if (!path) throw new Error(`unknown binary ${bin}`);
  return path;
}
