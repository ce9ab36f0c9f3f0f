import { FakeDatabase } from './db/FakeDatabase';
import type { SnapshotStore } from './db/SnapshotStore';
import { loadDemoFixtures } from './seed/bundledFixtures';
import type { DemoFixtures } from './seed/fixtures';
import { seedVersionOf } from './seed/seedVersion';
import { seedCustomerData, seedReferenceData } from './seed/seedDatabase';
import { FakeServer } from './server/FakeServer';
import type { Clock } from './server/RequestContext';

export interface FakeServerOptions {
  snapshots: SnapshotStore;
  clock?: Clock;
  fixtures?: DemoFixtures;
}

/** Builds the offline backend: reference data from fixtures, customer data from the saved snapshot or the seed. */
export async function createFakeServer({ snapshots, clock = Date.now, ...options }: FakeServerOptions): Promise<FakeServer> {
  const fixtures = options.fixtures ?? (await loadDemoFixtures());
  const db = new FakeDatabase(snapshots, seedVersionOf(fixtures));
  await seedReferenceData(db, fixtures);
  if (!(await db.restore())) {
    await seedCustomerData(db, fixtures, clock());
    db.flush();
  }
  return new FakeServer(db, clock, async () => {
    db.clearPersistent();
    await seedCustomerData(db, fixtures, clock());
    db.flush();
  });
}
