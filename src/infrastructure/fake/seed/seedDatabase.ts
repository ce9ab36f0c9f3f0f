import type { FakeDatabase } from '../db/FakeDatabase';
import type { DemoFixtures } from './fixtures';
import { seedOrders } from './seedOrders';

/** Customer-owned data (accounts, addresses, past orders placed relative to `now`): seeded once, then persisted. */
export async function seedCustomerData(db: FakeDatabase, fixtures: DemoFixtures, now: number) {
  for (const customer of fixtures.customers) await db.users.create(customer);
  for (const address of fixtures.addresses) await db.addresses.create(address);
  await seedOrders(db, fixtures.orders, now);
}

/** Reference data (the catalogue): rebuilt from fixtures on every start, never persisted. */
export async function seedReferenceData(db: FakeDatabase, fixtures: DemoFixtures) {
  for (const cuisine of fixtures.cuisines) await db.cuisines.create(cuisine);
  for (const restaurant of fixtures.restaurants) await db.restaurants.create(restaurant);
  for (const menuItem of fixtures.menus) await db.menuItems.create(menuItem);
}
