import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeServer } from '../createFakeServer';
import { schemaVersionOf } from './schemaVersion';
import { MemorySnapshotStore } from './SnapshotStore';
import { TEST_PASSWORD_ITERATIONS, testFixtures } from '../../../../test/helpers/testFixtures';
import { DEMO_CUSTOMERS } from '../../../../test/helpers/signIn';

const start = async (snapshots: MemorySnapshotStore) =>
  createFakeServer({
    snapshots,
    fixtures: await testFixtures(),
    security: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });

/** A demo backend that saved one new account, and its snapshot text. */
async function savedDemo() {
  const snapshots = new MemorySnapshotStore();
  const server = await start(snapshots);
  await server.auth.register({
    firstName: 'Meera Iyer',
    mobile: '8123456789',
    email: 'meera@example.in',
    password: 'Chai@2026',
  });
  server.db.flush();
  return { snapshots, saved: snapshots.load()! };
}

const signsIn = async (server: Awaited<ReturnType<typeof start>>) =>
  server.auth.login({ phone: DEMO_CUSTOMERS.aarav.phone, password: DEMO_CUSTOMERS.aarav.password });

afterEach(() => vi.restoreAllMocks());

it('restores what the demo saved, without a reset notice', async () => {
  const { snapshots } = await savedDemo();
  const restarted = await start(snapshots);
  expect(restarted.resetAtStart).toBe(false);
  expect(restarted.db.users.findFirst((q) => q.where({ mobile: '8123456789' }))).toBeTruthy();
});

it.each([
  ['null', 'null'],
  ['not JSON', '{"seedVersion":'],
  ['a number', '42'],
  ['no collections', '{"seedVersion":"x"}'],
])('discards a saved demo that is %s, reseeds and says so', async (_, saved) => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const snapshots = new MemorySnapshotStore();
  snapshots.save(saved);
  const server = await start(snapshots);
  expect(server.resetAtStart).toBe(true);
  await expect(signsIn(server)).resolves.toHaveProperty('token');
  expect(JSON.parse(snapshots.load()!)).toHaveProperty('collections.users');
});

it('discards data saved by an older release (another seed or schema version)', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { snapshots, saved } = await savedDemo();
  snapshots.save(JSON.stringify({ ...JSON.parse(saved), seedVersion: '1a2b3c4d' }));
  const server = await start(snapshots);
  expect(server.resetAtStart).toBe(true);
  expect(server.db.users.findFirst((q) => q.where({ mobile: '8123456789' }))).toBeUndefined();
  await expect(signsIn(server)).resolves.toHaveProperty('token');
});

it('discards a saved demo whose records have the wrong shape, even under the current version', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { snapshots, saved } = await savedDemo();
  const snapshot = JSON.parse(saved) as { collections: Record<string, Record<string, unknown>[]> };
  snapshot.collections.users![0]!.createdAt = 'yesterday';
  snapshots.save(JSON.stringify(snapshot));
  const server = await start(snapshots);
  expect(server.resetAtStart).toBe(true);
  expect(server.db.users.count()).toBe(3);
  await expect(signsIn(server)).resolves.toHaveProperty('token');
});

it('the schema version changes with any record shape, so a release that changes them reseeds by itself', () => {
  const before = schemaVersionOf([['users', z.object({ id: z.string(), createdAt: z.number() })]]);
  expect(schemaVersionOf([['users', z.object({ id: z.string(), createdAt: z.number() })]])).toBe(before);
  expect(schemaVersionOf([['users', z.object({ id: z.string(), createdAt: z.string() })]])).not.toBe(before);
  expect(schemaVersionOf([['users', z.object({ id: z.string(), createdAt: z.number(), name: z.string() })]])).not.toBe(
    before,
  );
  expect(before).toMatch(/^s\d+-[0-9a-f]+$/);
});
