import { z } from 'zod/mini';
import addresses from '../../../../fixtures/addresses.json';
import cuisines from '../../../../fixtures/cuisines.json';
import customers from '../../../../fixtures/customers.json';
import orders from '../../../../fixtures/orders.json';
import restaurants from '../../../../fixtures/restaurants.json';
import { AddressRecordSchema } from '../db/addressRecords';
import { CuisineRecordSchema, RestaurantRecordSchema } from '../db/catalogueRecords';
import { UserRecordSchema } from '../db/records';
import { type MenuItemRecord, MenuItemRecordSchema } from '../db/menuRecords';
import { demoMenuFiles } from './menuFiles';
import { OrderFixtureSchema } from './orderFixtures';
import { parsedOnFirstRead } from './parsedOnFirstRead';

/**
 * The demo data in fixtures/, validated like any other data entering the app, each file when first read (the
 * browser's demo backend seeds from bundledFixtures, whose records the tables check in time slices).
 * Each area adds its fixture files here.
 */
export const demoFixtures = parsedOnFirstRead({
  customers: () => z.array(UserRecordSchema).parse(customers),
  restaurants: () => z.array(RestaurantRecordSchema).parse(restaurants),
  cuisines: () => z.array(CuisineRecordSchema).parse(cuisines),
  addresses: () => z.array(AddressRecordSchema).parse(addresses),
  menus: () => demoMenuFiles,
  orders: () => z.array(OrderFixtureSchema).parse(orders),
});

export type DemoFixtures = typeof demoFixtures;

const menuFiles = import.meta.glob<unknown[]>('../../../../fixtures/menus/*.json', { import: 'default', eager: true });

let dishes: MenuItemRecord[] | undefined;

/** Every demo dish, checked: for tests and the fixtures' own checks (the backend reads one menu at a time). */
export const allDemoDishes = (): readonly MenuItemRecord[] =>
  (dishes ??= z.array(MenuItemRecordSchema).parse(Object.values(menuFiles).flat()));

export { seedVersionOf } from './seedVersion';
