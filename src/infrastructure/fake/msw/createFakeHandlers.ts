import type { RequestHandler } from 'msw';
import { fakeRoutes } from '../routes/fakeRoutes';
import type { FakeServer } from '../server/FakeServer';
import { routeHandlers } from './answer';
import { ipGeolocationHandlers } from './ipGeolocationHandlers';

export interface FakeHandlerOptions {
  /** The IP-geolocation URL template to answer on (a third-party host, so only when given). */
  ipGeolocationUrl?: string;
}

/** msw request handlers exposing the fake server on the spec's HTTP paths under `baseUrl`. */
export function createFakeHandlers(
  server: FakeServer,
  baseUrl: string,
  options: FakeHandlerOptions = {},
): RequestHandler[] {
  const url = (path: string) => new URL(path, baseUrl).toString();
  return [...routeHandlers(server, url, fakeRoutes), ...ipGeolocationHandlers(server, options.ipGeolocationUrl)];
}
