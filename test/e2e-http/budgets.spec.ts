import { measureScriptBytes } from '../../scripts/bench/scriptBytes.mjs';
import { expect, test } from '../e2e/support/fixtures';
import {
  biggestScripts,
  demoBackendMarkers,
  filesContaining,
  filesUnder,
  JS_BUDGET_KB,
  kb,
} from '../e2e/support/budgets';
import { httpProjectPorts } from './httpProject';

/**
 * The http build's budgets (test/e2e/support/budgets.ts), on the build the http project serves (dist-http/, made once
 * by its web server): no second production build. That build is made for the demo API server, so its demo controls
 * are on (VITE_DEMO_API, an API on this machine); a build for the provider's API differs only in that flag and the
 * API's address (the same files, a few bytes in all), not in the code `/` downloads.
 */
const BUILD_DIR = 'dist-http';
const API = `http://127.0.0.1:${httpProjectPorts(Number(process.env.E2E_PORT ?? 4317)).api}/`;

test('the http build contains no demo backend, fixtures or demo password hashes', () => {
  for (const marker of demoBackendMarkers()) expect(filesContaining(BUILD_DIR, marker), marker).toEqual([]);
  expect(
    filesUnder(BUILD_DIR).filter((file) => /\/(customers|menus|orders|restaurants|addresses)-[\w-]+\.json$/.test(file)),
  ).toEqual([]);
});

test(`the http build downloads at most ${JS_BUDGET_KB.http} KB gzip of JavaScript to show / (last measured + 2 %; target 200 KB)`, async ({
  page,
}) => {
  // Measured with the API unreachable, as the budget was set: the JavaScript `/` needs must not depend on answers.
  await page.route(`${API}**`, (route) => route.abort('connectionrefused'));
  const bytes = await measureScriptBytes(page, '/');
  console.info(`http build, /: ${bytes.files} scripts, ${kb(bytes.gzipBytes)} KB gzip`);
  expect(kb(bytes.gzipBytes), biggestScripts(bytes.scripts)).toBeLessThanOrEqual(JS_BUDGET_KB.http);
});
