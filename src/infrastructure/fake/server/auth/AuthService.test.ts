import { afterEach, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../createFakeServer';
import { MemorySnapshotStore } from '../../db/SnapshotStore';
import { FakeHttpError } from '../FakeHttpError';
import { PasswordHasher } from '../security/passwordHash';
import { testFixtures } from '../../../../../test/helpers/testFixtures';
import { DEMO_CUSTOMERS } from '../../../../../test/helpers/signIn';

const aarav = DEMO_CUSTOMERS.aarav;
const serverWith = async (passwordIterations: number) =>
  createFakeServer({
    snapshots: new MemorySnapshotStore(),
    fixtures: await testFixtures(),
    security: { passwordIterations },
  });

/** PBKDF2 iterations spent while `work` runs (every deriveBits call, whatever it derives). */
async function iterationsSpent(work: () => Promise<unknown>): Promise<number> {
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  await work().catch(() => undefined);
  const total = derive.mock.calls.reduce((sum, [params]) => sum + (params as Pbkdf2Params).iterations, 0);
  derive.mockRestore();
  return total;
}

afterEach(() => vi.restoreAllMocks());

it('spends the same hashing work on an unknown phone number as on a known one (no timing oracle)', async () => {
  const server = await serverWith(1_000);
  const known = await iterationsSpent(() => server.auth.login({ phone: aarav.phone, password: 'Wrong@123' }));
  const right = await iterationsSpent(() => server.auth.login({ phone: aarav.phone, password: aarav.password }));
  const unknown = await iterationsSpent(() => server.auth.login({ phone: '9000000009', password: 'Wrong@123' }));
  expect(known).toBe(1_000);
  expect(right).toBe(1_000);
  expect(unknown).toBe(1_000);
});

it('upgrades a hash made with fewer iterations at the next sign-in, and the password still works', async () => {
  const server = await serverWith(3_000);
  const stored = () => server.db.users.findFirst((q) => q.where({ mobile: aarav.phone }))!.passwordHash;
  expect(stored()).toMatch(/^pbkdf2-sha256\$1000\$/);
  await expect(server.auth.login({ phone: aarav.phone, password: 'Wrong@123' })).rejects.toBeInstanceOf(FakeHttpError);
  expect(stored()).toMatch(/^pbkdf2-sha256\$1000\$/);
  await server.auth.login({ phone: aarav.phone, password: aarav.password });
  expect(stored()).toMatch(/^pbkdf2-sha256\$3000\$/);
  await expect(server.auth.login({ phone: aarav.phone, password: aarav.password })).resolves.toHaveProperty('token');
});

it('hashes new and changed passwords with the configured iterations; the built app uses 600,000', async () => {
  expect(new PasswordHasher().iterations).toBe(600_000);
  const server = await serverWith(2_000);
  await server.auth.register({
    firstName: 'Meera Iyer',
    mobile: '8123456789',
    email: 'meera@example.in',
    password: 'Chai@2026',
  });
  expect(server.db.users.findFirst((q) => q.where({ mobile: '8123456789' }))!.passwordHash).toMatch(
    /^pbkdf2-sha256\$2000\$/,
  );
});

it('the demo customers in fixtures/customers.json are hashed with 600,000 iterations', async () => {
  const { demoFixtures } = await import('../../seed/fixtures');
  for (const customer of demoFixtures.customers) expect(customer.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$/);
  const hasher = new PasswordHasher();
  const aaravRecord = demoFixtures.customers.find((customer) => customer.mobile === aarav.phone)!;
  const started = performance.now();
  expect(await hasher.verify(aarav.password, aaravRecord.passwordHash)).toEqual({ matches: true, needsUpgrade: false });
  console.info(`One 600,000-iteration PBKDF2 check in Node: ${Math.round(performance.now() - started)} ms`);
});
