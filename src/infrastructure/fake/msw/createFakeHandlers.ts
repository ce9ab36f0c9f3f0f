import type { RequestHandler } from 'msw';
import type { FakeServer } from '../server/FakeServer';
import { addressHandlers } from './addressHandlers';
import { authHandlers } from './authHandlers';
import { profileHandlers } from './profileHandlers';
import { menuCartHandlers } from './menuCartHandlers';
import { orderHandlers } from './orderHandlers';

/** msw request handlers exposing the fake server on the spec's HTTP paths under `baseUrl`. */
export function createFakeHandlers(server: FakeServer, baseUrl: string): RequestHandler[] {
  const url = (path: string) => new URL(path, baseUrl).toString();
  return [...authHandlers(server, url), ...profileHandlers(server, url), ...addressHandlers(server, url), ...menuCartHandlers(server, url), ...orderHandlers(server, url)];
}
