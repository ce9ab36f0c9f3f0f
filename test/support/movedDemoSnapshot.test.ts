import { expect, it } from 'vitest';
import { createFakeServer } from '../../src/infrastructure/fake/createFakeServer';
import { MemorySnapshotStore } from '../../src/infrastructure/fake/db/SnapshotStore';
import { DEMO_CUSTOMERS } from '../helpers/demoCustomers';
import { TEST_PASSWORD_ITERATIONS, testFixtures } from '../helpers/testFixtures';
import { movedDemoSnapshot } from '../e2e/support/movedDemoSnapshot';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-23T10:00:00Z');

/** What the demo backend saves after seeding at `now` and signing Aarav in then; and the session's token. */
async function signedInAt(now: number, snapshots = new MemorySnapshotStore()) {
  const server = await createFakeServer({
    snapshots,
    clock: () => now,
    fixtures: await testFixtures(),
    security: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });
  const { token } = await server.auth.login({
    phone: DEMO_CUSTOMERS.aarav.phone,
    password: DEMO_CUSTOMERS.aarav.password,
  });
  server.db.flush();
  return { snapshot: snapshots.load()!, token };
}

type Collections = Record<string, Record<string, unknown>[]>;
const collectionsOf = (snapshot: string) => (JSON.parse(snapshot) as { collections: Collections }).collections;
/** Each record's numbers (the times among them), by collection. */
const numbersOf = (snapshot: string) =>
  Object.fromEntries(
    Object.entries(collectionsOf(snapshot)).map(([name, records]) => [
      name,
      records.map((record) => Object.entries(record).filter(([, value]) => typeof value === 'number')),
    ]),
  );

it('moves a snapshot to the times a sign-in ten minutes later leaves: the same orders, as old as a fresh seed', async () => {
  const early = await signedInAt(T0);
  const fresh = await signedInAt(T0 + 10 * MINUTE);

  const moved = movedDemoSnapshot(early.snapshot, 10 * MINUTE);

  expect(collectionsOf(moved).orders!.length).toBeGreaterThan(0);
  expect(numbersOf(moved)).toEqual(numbersOf(fresh.snapshot));
  expect(numbersOf(early.snapshot)).not.toEqual(numbersOf(fresh.snapshot));
});

it('keeps the session: the backend started later on the moved snapshot knows its token', async () => {
  const early = await signedInAt(T0);
  const later = T0 + 45 * MINUTE;
  const snapshots = new MemorySnapshotStore();
  snapshots.save(movedDemoSnapshot(early.snapshot, 45 * MINUTE));
  const server = await createFakeServer({
    snapshots,
    clock: () => later,
    fixtures: await testFixtures(),
    security: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });

  expect(server.resetAtStart).toBe(false);
  expect(server.db.sessions.findFirst((q) => q.where({ token: early.token }))?.createdAt).toBe(later);
});

it('leaves anything that is not a snapshot as it is', () => {
  expect(movedDemoSnapshot('{"seedVersion":', MINUTE)).toBe('{"seedVersion":');
  expect(movedDemoSnapshot('42', MINUTE)).toBe('42');
});
