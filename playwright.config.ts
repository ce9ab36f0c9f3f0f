import { defineConfig, devices } from '@playwright/test';
import { OFFLINE_PROXY_ARG } from './test/e2e/support/externalRequests';
import { HTTP_PROJECT, HTTP_TEST_DIR, httpProjectPorts, runsHttpProject } from './test/e2e-http/httpProject';

/**
 * End-to-end tests drive Debian's Chromium against the production build in fake (offline) mode.
 * Every non-localhost request fails (OFFLINE_PROXY_ARG), and test/e2e/support/fixtures.ts fails the test that made one.
 */
const port = Number(process.env.E2E_PORT ?? 4317);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const http = httpProjectPorts(port);
const vite = 'node node_modules/vite/bin/vite.js';
const withHttpProject = runsHttpProject(process.argv);
const httpApiUrl = `http://127.0.0.1:${http.api}/`;
/** Both builds at once (Playwright starts web servers one after another): the demo's server builds the http app too. */
const builds = `node scripts/e2e/build-apps.mjs${withHttpProject ? ` --http-api ${httpApiUrl}` : ''}`;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        OFFLINE_PROXY_ARG,
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(scale|chaos)\.spec\.ts$/,
    },
    // The chaos journeys, one at a time once the rest is done: a seed takes about half the one 60 s test timeout alone
    // and nearly all of it beside another test on two cores (docs/RELIABILITY.md, "Chaos mode").
    {
      name: 'chaos',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /chaos\.spec\.ts$/,
      workers: 1,
      dependencies: ['chromium'],
    },
    // Performance checks run alone, after everything else, so other tests do not compete for the CPU.
    {
      name: 'performance',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /scale\.spec\.ts$/,
      dependencies: ['chaos'],
    },
    // The app's service worker (installing, opening offline, new versions), with service workers allowed: the other
    // projects block them so each test starts from the network. Uses the demo build's server only.
    {
      name: 'service-worker',
      testDir: 'test/e2e-offline',
      testMatch: /\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'allow' },
    },
    // The http adapters against the demo API server (`npm run api`) over a real socket: test/e2e-http.
    {
      name: HTTP_PROJECT,
      testDir: HTTP_TEST_DIR,
      testMatch: /\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${http.app}` },
    },
  ],
  webServer: [
    {
      command: `${builds} && ${vite} preview --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      env: { VITE_BACKEND: 'fake', VITE_FAKE_LATENCY_MS: '60' },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withHttpProject
      ? [
          {
            command: 'node scripts/api.mjs',
            url: `http://127.0.0.1:${http.api}/api/external/get-cuisines-category`,
            env: { API_PORT: String(http.api), API_ALLOWED_ORIGINS: `http://127.0.0.1:${http.app}` },
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            // dist-http/ is built by the demo's server command (above), while the demo app builds.
            command: `${vite} preview --outDir dist-http --port ${http.app} --strictPort --host 127.0.0.1`,
            url: `http://127.0.0.1:${http.app}/`,
            // No VITE_* settings: the content-security-policy header (which must allow the API's origin) is the one the
            // build wrote beside itself (dist-http/security-headers.json), as any server of the build sends it.
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
