import { spawn, spawnSync } from 'node:child_process';

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

/**
 * Runs binaries side by side (each checker is single-threaded: on two cores two of them take little longer than
 * one), then prints each one's output under its name, in the order given, with its time. Exits with the first
 * failure's code once all have ended. Returns [name, seconds] per step.
 */
export async function runBinsTogether(steps, options = {}) {
  const results = await Promise.all(
    steps.map(({ name, bin, args }) => {
      const started = Date.now();
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [binPath(bin), ...args], {
          ...options,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        const end = (status, error) =>
          resolve({ name, bin, args, status, error, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
        child.on('error', (error) => end(null, error));
        child.on('close', (status) => end(status));
      });
    }),
  );
  for (const { name, output } of results) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(Buffer.concat(output));
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    const command = `${failed.bin} ${failed.args.join(' ')}`;
    if (failed.error) console.error(`\n✖ ${command} could not start: ${failed.error.message}`);
    else console.error(`\n✖ ${command} failed (exit ${failed.status}) after ${failed.seconds}s`);
    process.exit(failed.status || 1);
  }
  return results.map(({ name, seconds }) => [name, seconds]);
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
