import { z } from 'zod/mini';
import { FETCHES_DEMO_DATA, readDemoDataFiles } from './demoDataFiles';
import type { DemoFixtures } from './fixtures';
import { demoMenuFiles } from './menuFiles';
import { OrderFixtureSchema } from './orderFixtures';

type Tables = Omit<DemoFixtures, 'orders' | 'menus'> & { orders: unknown };

/**
 * The demo data travels as JSON files next to the app (fetched in parallel, parsed by the browser's JSON
 * parser), not inside the demo backend's JavaScript: data needs no compiling, and the backend's code starts
 * sooner. The dev server and tests import the same files.
 */
async function fetchTables(): Promise<Tables> {
  return (await readDemoDataFiles(['customers', 'restaurants', 'cuisines', 'addresses', 'orders'])) as Tables;
}

async function importTables(): Promise<Tables> {
  const [customers, restaurants, cuisines, addresses, orders] = await Promise.all([
    import('../../../../fixtures/customers.json'),
    import('../../../../fixtures/restaurants.json'),
    import('../../../../fixtures/cuisines.json'),
    import('../../../../fixtures/addresses.json'),
    import('../../../../fixtures/orders.json'),
  ]);
  const tables = { customers, restaurants, cuisines, addresses, orders };
  return Object.fromEntries(
    Object.entries(tables).map(([name, module]) => [name, module.default]),
  ) as unknown as Tables;
}

/**
 * The demo data for the browser's demo backend. Records are not parsed here: each table's schema checks every record
 * as the seed puts it in, in time slices, and the menus are read one restaurant at a time when first asked for
 * (menuFiles). The past orders, which the seed reads itself, are parsed. Tests read the fully parsed `demoFixtures`.
 */
export async function loadDemoFixtures(): Promise<DemoFixtures> {
  const tables = FETCHES_DEMO_DATA ? await fetchTables() : await importTables();
  return { ...tables, menus: demoMenuFiles, orders: z.array(OrderFixtureSchema).parse(tables.orders) };
}
