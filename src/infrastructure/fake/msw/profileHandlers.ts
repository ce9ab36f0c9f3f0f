import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

export function profileHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.get(url(ApiPaths.getProfile), ({ request }) =>
      respond(server, () => server.profile.getProfile(contextOf(request))),
    ),
    http.put(url(ApiPaths.updateProfile), async ({ request }) =>
      respond(server, async () => server.profile.updateProfile(contextOf(request), await jsonBody(request))),
    ),
    http.get(url(ApiPaths.sendPasswordOtp), ({ request }) =>
      respond(server, () => server.profile.sendPasswordOtp(contextOf(request))),
    ),
    http.post(url(ApiPaths.changePassword), async ({ request }) =>
      respond(server, async () => server.profile.changePassword(contextOf(request), await jsonBody(request))),
    ),
  ];
}
