import type { RequestHandler } from 'msw';
import type { FakeServer } from '../server/FakeServer';
import { menuCartHandlers } from './menuCartHandlers';
import { ipGeolocationHandlers } from './ipGeolocationHandlers';
import { orderHandlers } from './orderHandlers';
import { fakeRoutes } from '../routes/fakeRoutes';
import { routeHandlers } from './answer';
import { trainHandlers } from './trainHandlers';
import { demoHandlers } from './demoHandlers';

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
    ...menuCartHandlers(server, url),
    ...ipGeolocationHandlers(server, options.ipGeolocationUrl),
    ...orderHandlers(server, url),
    ...trainHandlers(server, url),
    ...demoHandlers(server, url),
  ];
}
