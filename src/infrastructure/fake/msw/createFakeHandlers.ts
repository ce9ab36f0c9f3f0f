import type { RequestHandler } from 'msw';
import type { FakeServer } from '../server/FakeServer';
import { addressHandlers } from './addressHandlers';
import { authHandlers } from './authHandlers';
import { profileHandlers } from './profileHandlers';
import { catalogueHandlers } from './catalogueHandlers';
import { locationHandlers } from './locationHandlers';
import { fakeRoutes } from '../routes/fakeRoutes';
import { routeHandlers } from './answer';

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
  return [
    ...routeHandlers(server, url, fakeRoutes),
    ...authHandlers(server, url),
    ...profileHandlers(server, url),
    ...addressHandlers(server, url),
    ...catalogueHandlers(server, url),
    ...locationHandlers(server, url, options.ipGeolocationUrl),
  ];
}
