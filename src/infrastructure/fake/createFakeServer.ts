import { queuedTask, nextTask } from '../../nextTask';
import type { AppConfig } from '../ports/AppConfig';
import { FakeDatabase } from './db/FakeDatabase';
import type { SnapshotStore } from './db/SnapshotStore';
import { loadDemoFixtures } from './seed/bundledFixtures';
import { loadTrainFixtures } from './seed/trainFixtures';
import type { DemoFixtures } from './seed/fixtures';
import { seedVersionOf } from './seed/seedVersion';
import { seedCustomerData, seedReferenceData } from './seed/seedDatabase';
import { seedStationKitchens } from './seed/seedStationKitchens';
import { timeSlices } from './seed/timeSlices';
import { DEMO_BACKEND_MARKS } from './server/demoBackendMarks';
import { DEFAULT_SECURITY, FakeServer, type FakeServerSecurity } from './server/FakeServer';
import type { Clock } from './server/RequestContext';

export interface FakeServerOptions {
  snapshots: SnapshotStore;
  clock?: Clock;
  fixtures?: DemoFixtures;
  /** PBKDF2 iterations and session lifetime; the defaults are the built app's (tests lower the iterations). */
  security?: Partial<FakeServerSecurity>;
  /** Fills the catalogue (reference data); by default from `fixtures`. Tests copy one seeded once per worker. */
  seedCatalogue?: (db: FakeDatabase, fixtures: DemoFixtures) => Promise<void>;
}

const DAY_MS = 86_400_000;

/** The server's security settings from the app's configuration. */
export const securityFrom = (
  config: Pick<AppConfig, 'fakePasswordIterations' | 'fakeSessionDays'>,
): FakeServerSecurity => ({
  passwordIterations: config.fakePasswordIterations,
  sessionTtlMs: config.fakeSessionDays * DAY_MS,
});

/** Builds the offline backend: reference data from fixtures, customer data from the saved snapshot or the seed. */
export async function createFakeServer({
  snapshots,
  clock = Date.now,
  security,
  seedCatalogue = seedReferenceData,
  ...options
}: FakeServerOptions): Promise<FakeServer> {
  // The backend's code was evaluated in the task that imported it: its data is requested in the next one.
  await nextTask();
  performance.mark(DEMO_BACKEND_MARKS.start);
  const [fixtures, trainFixtures] = await Promise.all([options.fixtures ?? loadDemoFixtures(), loadTrainFixtures()]);
  // The train files were parsed in this task: the database starts in the next. Then each step starts in a new task
  // once the current one has run its slice, so no task of the start-up is long.
  await queuedTask();
  // Hashing the seed and fingerprinting the tables' schemas take 5-7 ms of CPU each: a task each.
  const seedVersion = seedVersionOf(fixtures);
  await queuedTask();
  const db = new FakeDatabase(snapshots, seedVersion);
  await queuedTask();
  const pause = timeSlices();
  await seedCatalogue(db, fixtures);
  await pause();
  await seedStationKitchens(db, trainFixtures);
  await pause();
  const outcome = await db.restore();
  await pause();
  if (outcome !== 'restored') {
    await seedCustomerData(db, fixtures, clock());
    await pause();
    db.flush();
    await pause();
  }
  const reseed = async () => {
    db.clearPersistent();
    await seedCustomerData(db, fixtures, clock());
    db.flush();
  };
  const server = new FakeServer(db, clock, reseed, { ...DEFAULT_SECURITY, ...security }, trainFixtures);
  server.resetAtStart = outcome === 'discarded';
  performance.mark(DEMO_BACKEND_MARKS.ready);
  return server;
}
