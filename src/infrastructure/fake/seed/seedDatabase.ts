import type { FakeDatabase } from '../db/FakeDatabase';
import type { DemoFixtures } from './fixtures';
import { seedOrders } from './seedOrders';
import { timeSlices } from './timeSlices';

/** Customer-owned data (accounts, addresses, past orders placed relative to `now`): seeded once, then persisted. */
export async function seedCustomerData(db: FakeDatabase, fixtures: DemoFixtures, now: number) {
  const pause = timeSlices();
  for (const customer of fixtures.customers) await db.users.create(customer);
  for (const address of fixtures.addresses) await db.addresses.create(address);
  await pause();
  await seedOrders(db, fixtures.orders, now, pause);
}

/** Reference data (the catalogue): rebuilt from fixtures on every start, never persisted. */
export async function seedReferenceData(db: FakeDatabase, fixtures: DemoFixtures) {
  const pause = timeSlices();
  for (const cuisine of fixtures.cuisines) await db.cuisines.create(cuisine);
  for (const restaurant of fixtures.restaurants) {
    await db.restaurants.create(restaurant);
    await pause();
  }
  db.menuItems.readFrom(fixtures.menus);
}
