import { z } from 'zod';
import addresses from '../../../../fixtures/addresses.json';
import cuisines from '../../../../fixtures/cuisines.json';
import customers from '../../../../fixtures/customers.json';
import menus from '../../../../fixtures/menus.json';
import orders from '../../../../fixtures/orders.json';
import restaurants from '../../../../fixtures/restaurants.json';
import { AddressRecordSchema } from '../db/addressRecords';
import { CuisineRecordSchema, RestaurantRecordSchema } from '../db/catalogueRecords';
import { UserRecordSchema } from '../db/records';
import { MenuItemRecordSchema } from '../db/menuRecords';
import { fingerprint } from '../db/schemaVersion';
import { OrderFixtureSchema } from './orderFixtures';

/**
 * The demo data in fixtures/, validated like any other data entering the app.
 * Each area adds its fixture files here.
 */
export const demoFixtures = {
  customers: z.array(UserRecordSchema).parse(customers),
  restaurants: z.array(RestaurantRecordSchema).parse(restaurants),
  cuisines: z.array(CuisineRecordSchema).parse(cuisines),
  addresses: z.array(AddressRecordSchema).parse(addresses),
  menus: z.array(MenuItemRecordSchema).parse(menus),
  orders: z.array(OrderFixtureSchema).parse(orders),
};

export type DemoFixtures = typeof demoFixtures;

/** Changes whenever the customer-owned seed changes, so an old saved demo state is discarded. */
export function seedVersionOf(fixtures: DemoFixtures): string {
  return fingerprint(JSON.stringify([fixtures.customers, fixtures.addresses, fixtures.orders]));
}
