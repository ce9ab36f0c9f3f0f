import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

export function pushHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.post(url(ApiPaths.registerPushToken), async ({ request }) =>
      respond(server, async () => server.push.registerDevice(contextOf(request), await jsonBody(request))),
    ),
    http.post(url(ApiPaths.unregisterPushToken), async ({ request }) =>
      respond(server, async () => server.push.unregisterDevice(contextOf(request), await jsonBody(request))),
    ),
  ];
}
