import type { FakeDatabase } from '../db/FakeDatabase';
import type { DemoFixtures } from './fixtures';

/** Customer-owned data (accounts, later addresses and carts): seeded once, then persisted. */
export async function seedCustomerData(db: FakeDatabase, fixtures: DemoFixtures) {
  for (const customer of fixtures.customers) await db.users.create(customer);
}

/** Reference data (the catalogue): rebuilt from fixtures on every start, never persisted. */
export async function seedReferenceData(_db: FakeDatabase, _fixtures: DemoFixtures) {}
