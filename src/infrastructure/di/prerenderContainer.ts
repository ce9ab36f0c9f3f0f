import 'reflect-metadata/lite';
import type { Container } from 'inversify';
import type { FakeServer } from '../fake';
import type { RestaurantDetail } from '../../domain/menu/RestaurantDetail';
import { MemoryKeyValueStore } from '../browser/storage/MemoryKeyValueStore';
import { readAppConfig } from '../config/readAppConfig';
import { PlaceholderMapRenderer } from '../maps/PlaceholderMapRenderer';
import { AddressApiToken } from '../ports/AddressApi';
import { AuthApiToken } from '../ports/AuthApi';
import { CartApiToken } from '../ports/CartApi';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { DeviceLocationToken } from '../ports/DeviceLocation';
import { FavoritesApiToken } from '../ports/FavoritesApi';
import { GeocoderToken } from '../ports/Geocoder';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { StorageKeys } from '../ports/KeyValueStore';
import { MapRendererToken } from '../ports/MapRenderer';
import { type MenuApi, MenuApiToken } from '../ports/MenuApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { ProfileApiToken } from '../ports/ProfileApi';
import { PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { TrainApiToken } from '../ports/TrainApi';
import { createContainer } from './createContainer';

/** The token of the customer a page is prerendered for: never valid, only there so the page renders as signed in. */
const PRERENDER_TOKEN = 'prerendered-page';

/**
 * Ports that reach a server or the device: every method is asynchronous. Every `…ApiToken` of the ports is one
 * (`prerenderContainer.test.ts`). Push messaging and system notifications are left out: they have synchronous methods,
 * and nothing a page renders at build time starts them.
 */
export const REMOTE_PORTS = [
  AddressApiToken,
  AuthApiToken,
  CartApiToken,
  CatalogueApiToken,
  CheckoutApiToken,
  ClientIpApiToken,
  DeviceLocationToken,
  FavoritesApiToken,
  GeocoderToken,
  IpGeolocationToken,
  MenuApiToken,
  OrdersApiToken,
  ProfileApiToken,
  PushRegistrationApiToken,
  TrainApiToken,
];

/** A port whose every call stays pending: a store that asks anything at build time waits forever, quietly. */
const neverAnswering = <T extends object>(port: T): T =>
  new Proxy(port, {
    get: (target, key) =>
      typeof Reflect.get(target, key) === 'function' ? () => new Promise(() => {}) : Reflect.get(target, key),
  });

let server: Promise<FakeServer> | null = null;
/** One demo backend for every page the build renders (nothing asks it anything; seeding it is the cost). */
const demoServer = () =>
  (server ??= import('../fake').then((fake) => fake.createFakeServer({ snapshots: new fake.MemorySnapshotStore() })));

export interface PrerenderVisitor {
  /** Render the page as a signed-in customer sees it before their data arrives (pages meant for customers). */
  signedIn: boolean;
}

/**
 * The app's container for rendering pages at build time, in Node: the build's adapter set over memory storage
 * (the demo backend keeps its data in memory), maps drawn as their placeholder boxes, and no call to a server
 * or the device ever answered (a real API must not be called by a build; stores that ask on creation wait):
 * every screen shows its first, loading state.
 */
export async function createPrerenderContainer(
  env: Record<string, unknown>,
  visitor: PrerenderVisitor,
): Promise<Container> {
  const storage = new MemoryKeyValueStore();
  if (visitor.signedIn) storage.setItem(StorageKeys.credentials, JSON.stringify({ token: PRERENDER_TOKEN }));
  const container = await createContainer(readAppConfig(env), { storage, fakeServer: demoServer });
  container.rebind(MapRendererToken).to(PlaceholderMapRenderer).inSingletonScope();
  for (const token of REMOTE_PORTS) container.onActivation<object>(token, (_context, port) => neverAnswering(port));
  return container;
}

/**
 * The demo's restaurants as their menu page's header shows them, read through the demo adapters (the same mapping
 * the app uses), so a menu page can be prerendered per restaurant. An http build knows no restaurants at build time.
 */
export async function demoRestaurantDetails(env: Record<string, unknown>): Promise<RestaurantDetail[]> {
  const config = readAppConfig(env);
  if (config.backend === 'http') return [];
  const container = await createContainer(config, { storage: new MemoryKeyValueStore(), fakeServer: demoServer });
  const menu = container.get<MenuApi>(MenuApiToken);
  const ids = (await demoServer()).db.restaurants.all().map((restaurant) => String(restaurant.id));
  return Promise.all(ids.map((id) => menu.restaurantDetail(id)));
}
