import 'reflect-metadata';
import type { Container } from 'inversify';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { MemoryKeyValueStore } from '../../src/infrastructure/browser/storage/MemoryKeyValueStore';
import { readAppConfig } from '../../src/infrastructure/config/readAppConfig';
import { createContainer } from '../../src/infrastructure/di/createContainer';
import { createFakeServer, securityFrom } from '../../src/infrastructure/fake/createFakeServer';
import { MemorySnapshotStore } from '../../src/infrastructure/fake/db/SnapshotStore';
import { createFakeHandlers } from '../../src/infrastructure/fake/msw/createFakeHandlers';
import type { FakeServer } from '../../src/infrastructure/fake/server/FakeServer';
import type { AppConfig } from '../../src/infrastructure/ports/AppConfig';
import type { KeyValueStore } from '../../src/infrastructure/ports/KeyValueStore';
import { copySharedCatalogue } from './sharedCatalogue';
import { TestClock } from './TestClock';
import { TEST_PASSWORD_ITERATIONS, testFixtures } from './testFixtures';

export const TEST_API_BASE_URL = 'http://api.railbite.test/';
/** A stand-in third-party IP-geolocation service, answered by the fake backend through msw. */
export const TEST_IP_GEOLOCATION_URL = 'http://ipgeo.railbite.test/{ip}/json';
export const ADAPTER_SETS = ['fake', 'http'] as const;
export type AdapterSetName = (typeof ADAPTER_SETS)[number];

/** One wired app (container) over a fresh fake backend, reached directly (fake) or through msw (http). */
export interface Harness {
  set: AdapterSetName;
  container: Container;
  server: FakeServer;
  storage: KeyValueStore;
  clock: TestClock;
  config: AppConfig;
  /** Where the fake backend saves its data (the browser's localStorage in the app). */
  snapshots: MemorySnapshotStore;
}

export const msw = setupServer();

export interface HarnessOptions {
  config?: Partial<AppConfig>;
  /** Local storage; memory unless a test needs another (e.g. one that refuses every write). */
  storage?: () => KeyValueStore;
  /** The backend of an earlier page: the same remote server (http), or the saved data to restart from (fake). */
  backend?: { server: FakeServer; snapshots: MemorySnapshotStore; clock: TestClock };
}

export async function createHarness(set: AdapterSetName, options: HarnessOptions = {}): Promise<Harness> {
  const clock = options.backend?.clock ?? new TestClock();
  const storage = options.storage?.() ?? new MemoryKeyValueStore();
  const config: AppConfig = {
    ...readAppConfig({
      VITE_BACKEND: set,
      VITE_API_BASE_URL: TEST_API_BASE_URL,
      VITE_FAKE_LATENCY_MS: '0',
      VITE_FAKE_PASSWORD_ITERATIONS: String(TEST_PASSWORD_ITERATIONS),
      VITE_IP_GEOLOCATION_URL: TEST_IP_GEOLOCATION_URL,
    }),
    ...options.config,
  };
  const snapshots = options.backend?.snapshots ?? new MemorySnapshotStore();
  const start = async () =>
    createFakeServer({
      snapshots,
      clock: clock.now,
      fixtures: await testFixtures(),
      security: securityFrom(config),
      seedCatalogue: copySharedCatalogue,
    });
  // The live API outlives a page; the demo backend lives in the page and restarts from what it saved.
  const server = set === 'http' && options.backend ? options.backend.server : await start();
  if (set === 'http')
    msw.use(...createFakeHandlers(server, config.apiBaseUrl, { ipGeolocationUrl: config.ipGeolocationUrl }));
  const container = await createContainer(config, { storage, fakeServer: async () => server });
  return { set, container, server, storage, clock, config, snapshots };
}

let mswInstalled = false;

/**
 * Starts msw for this test file (once): any request without a handler fails the test. Test files share this
 * module when vitest does not isolate them, so the flag is cleared when the file's msw closes.
 */
export function installMsw() {
  if (mswInstalled) return;
  mswInstalled = true;
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => msw.resetHandlers());
  afterAll(() => {
    msw.close();
    mswInstalled = false;
  });
}

/** The suite on one adapter set, with a fresh, wired app for each test. */
function describeOnSet(
  set: AdapterSetName,
  title: string,
  suite: (harness: () => Harness) => void,
  options: HarnessOptions,
) {
  describe(`${title} [${set}]`, () => {
    let current: Harness | undefined;
    beforeEach(async () => {
      current = await createHarness(set, options);
    });
    suite(() => {
      if (!current) throw new Error('harness used outside a test');
      return current;
    });
  });
}

/**
 * Runs the same suite against both adapter sets: for a store whose behaviour depends on the transport (a 401, a
 * network fault, a reload, an outbox), which the contract tests do not reach. `harness()` returns a fresh, wired
 * app for the current test.
 */
export function describeEachAdapterSet(
  title: string,
  suite: (harness: () => Harness) => void,
  options: HarnessOptions = {},
) {
  installMsw();
  for (const set of ADAPTER_SETS) describeOnSet(set, title, suite, options);
}

/**
 * Runs a store's suite on the fake adapter set only: the contract tests (src/infrastructure/contract/) already prove
 * that both sets answer its calls alike, so a second run through msw would test the transport again, not the store.
 */
export function describeOnFakeSet(
  title: string,
  suite: (harness: () => Harness) => void,
  options: HarnessOptions = {},
) {
  describeOnSet('fake', title, suite, options);
}
