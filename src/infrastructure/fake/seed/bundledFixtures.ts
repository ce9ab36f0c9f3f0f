import { z } from 'zod/mini';
import addresses from '../../../../fixtures/addresses.json';
import cuisines from '../../../../fixtures/cuisines.json';
import customers from '../../../../fixtures/customers.json';
import menus from '../../../../fixtures/menus.json';
import orders from '../../../../fixtures/orders.json';
import restaurants from '../../../../fixtures/restaurants.json';
import type { DemoFixtures } from './fixtures';
import { OrderFixtureSchema } from './orderFixtures';

/**
 * The demo data as bundled, for the browser's demo backend. Records are not parsed here (the thousands of menu
 * items took one long task): each table's schema checks every record as the seed puts it in, in time slices.
 * The past orders, which the seed reads itself, are parsed. Tests read the fully parsed `demoFixtures`.
 */
export function bundledFixtures(): DemoFixtures {
  const tables = { customers, restaurants, cuisines, addresses, menus } as unknown as Omit<DemoFixtures, 'orders'>;
  return { ...tables, orders: z.array(OrderFixtureSchema).parse(orders) };
}
