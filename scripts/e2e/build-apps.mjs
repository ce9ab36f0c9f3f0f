// The e2e run's production builds, at the same time: Playwright starts its web servers one after another, so
// two builds in two server commands ran in series. `node scripts/e2e/build-apps.mjs` builds the demo app into dist/
// (the environment's VITE_* settings); with `--http-api <url>` it also builds the app for the http adapters against
// that API into dist-http/ (the http project's build).
import { spawn } from 'node:child_process';

const VITE = 'node_modules/vite/bin/vite.js';

function build(outDir, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', outDir], {
      stdio: 'inherit',
      env,
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build --outDir ${outDir} failed (exit ${code})`)),
    );
  });
}

const apiIndex = process.argv.indexOf('--http-api');
const httpApi = apiIndex > 0 ? process.argv[apiIndex + 1] : undefined;
const builds = [build('dist', process.env)];
if (httpApi) {
  const env = { ...process.env, VITE_BACKEND: 'http', VITE_API_BASE_URL: httpApi };
  delete env.VITE_FAKE_LATENCY_MS; // a demo-only setting
  builds.push(build('dist-http', env));
}
const results = await Promise.allSettled(builds);
const failed = results.filter((result) => result.status === 'rejected');
for (const { reason } of failed) console.error(`✖ ${reason instanceof Error ? reason.message : reason}`);
process.exit(failed.length > 0 ? 1 : 0);
