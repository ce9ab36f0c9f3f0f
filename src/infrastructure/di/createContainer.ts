import { Container } from 'inversify';
import { browserAdapterModule } from '../browser/browserAdapterModule';
import { MemoryKeyValueStore } from '../browser/storage/MemoryKeyValueStore';
import { type AppConfig, AppConfigToken } from '../ports/AppConfig';
import type { FakeServer } from '../fake';
import type { KeyValueStore } from '../ports/KeyValueStore';
import { nextTask } from '../../nextTask';

/** Google Maps when a key is configured; otherwise the keyless maps (never load Google without a key). */
async function mapsModule(config: AppConfig) {
  if (config.googleMapsKey) return (await import('../maps/googleMapsModule')).googleMapsModule;
  return (await import('../maps/keylessMapsModule')).keylessMapsModule;
}

/** Firebase Cloud Messaging when configured; otherwise each adapter set binds its own push (demo or none). */
async function pushModules(config: AppConfig) {
  return config.firebase ? [(await import('../push/firebasePushModule')).firebasePushModule] : [];
}

/**
 * The adapter set is chosen when the app is built: `VITE_BACKEND=http vite build` makes this `false`, the
 * bundler drops the branch below and the build contains no demo backend, fixtures or demo password hashes.
 */
const DEMO_BACKEND_BUILT = import.meta.env.VITE_BACKEND !== 'http';

export interface ContainerOverrides {
  /** Local storage; the browser's localStorage unless a test passes memory. */
  storage: KeyValueStore;
  /** This tab's storage; the browser's sessionStorage, or memory when not given (tests, prerendering). */
  tabStorage?: KeyValueStore;
  /** Builds the fake server (tests pass one with memory snapshots and a fixed clock). */
  fakeServer?: () => Promise<FakeServer>;
}

/**
 * The composition root: the only place that knows adapter classes. Binds the configuration, the
 * browser adapters, the maps and push adapters and the adapter set chosen by `config.backend`.
 * Application stores are not listed here: each declares its scope with `@injectable()` (app-wide singleton, the
 * container's default) or `@injectable('Transient')` (a screen's own store), and the container builds it on first
 * use (`autobind`). So a feature's store code is in its route's chunk, not in the start-up bundle.
 */
export async function createContainer(config: AppConfig, overrides: ContainerOverrides): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(AppConfigToken).toConstantValue(config);
  container.load(browserAdapterModule(overrides.storage, overrides.tabStorage ?? new MemoryKeyValueStore()));
  container.load(await mapsModule(config));
  container.load(...(await pushModules(config)));
  if (config.backend === 'http' || !DEMO_BACKEND_BUILT) {
    const { httpAdapterModule } = await import('../http/httpAdapterModule');
    container.load(httpAdapterModule);
  } else {
    // The data downloads while the backend's code does (the code then reads the same responses): requested before
    // the backend's file, so a busy main thread cannot put it behind. The file names are in this chunk
    // (scripts/vite/startupChunks.ts); imported here, so an http build emits no demo data.
    if (!overrides.fakeServer) await (await import('../fake/seed/demoDataFiles')).requestDemoDataFiles();
    // The backend's database and the rest of its code are two files, evaluated in two tasks (one was a long task).
    await import('../fake/demoDatabase');
    await nextTask();
    const fake = await import('../fake');
    const security = fake.securityFrom(config);
    // Not awaited: the app goes live while the backend loads its data (its calls wait for it). A backend that cannot
    // start is reported by DemoBackend.started (main.tsx shows the start-up error screen).
    const server =
      overrides.fakeServer?.() ?? fake.createFakeServer({ snapshots: new fake.LocalStorageSnapshotStore(), security });
    server.catch(() => {});
    container.load(fake.fakeAdapterModule(server));
  }
  return container;
}
