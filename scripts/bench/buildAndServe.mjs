// The two steps every bench script shares: a production build of one adapter set, and serving it as `npm start`
// does (vite preview).
import { spawn } from 'node:child_process';
import { runBin } from '../lib/run.mjs';

/** Builds `mode` ('demo' = fake adapters, 'http') into outDir; extra vite flags (e.g. --sourcemap) are appended. */
export function buildMode(mode, outDir, extraArgs = []) {
  const env = { ...process.env, VITE_BACKEND: mode === 'demo' ? 'fake' : 'http' };
  // The http build talks to no server here (a closed local port): the JavaScript a page loads does not depend on it.
  if (mode === 'http') env.VITE_API_BASE_URL = 'http://127.0.0.1:9/';
  runBin('vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extraArgs], { env });
}

const answers = async (origin) => {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
};

/** Serves outDir with vite preview on 127.0.0.1:port; resolves once it answers, with its origin and a stop(). */
export async function serveBuild(outDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin))
    throw new Error(`Port ${port} is in use by another server: set BENCH_PORT to a free range`);
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'].concat([
      '--host',
      '127.0.0.1',
    ]),
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let attempt = 0; attempt < 100 && !exited; attempt++) {
    if (await answers(origin)) return { origin, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`vite preview did not start on ${origin}`);
}
