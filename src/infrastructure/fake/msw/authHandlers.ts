import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

export function authHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.post(url(ApiPaths.login), async ({ request }) =>
      respond(server, async () => server.auth.login(await jsonBody(request))),
    ),
    http.get(url(ApiPaths.me), ({ request }) => respond(server, () => server.auth.me(contextOf(request)))),
    http.post(url(ApiPaths.register), async ({ request }) =>
      respond(server, async () => server.auth.register(await jsonBody(request))),
    ),
    http.post(url(ApiPaths.forgotPassword), async ({ request }) =>
      respond(server, async () => server.auth.forgotPassword(await jsonBody(request))),
    ),
    http.post(url(ApiPaths.verifyResetOtp), async ({ request }) =>
      respond(server, async () => server.auth.verifyResetOtp(await jsonBody(request))),
    ),
    http.post(url(ApiPaths.resetPassword), async ({ request }) =>
      respond(server, async () => server.auth.resetPassword(await jsonBody(request))),
    ),
    http.post(url(ApiPaths.logout), ({ request }) => respond(server, () => server.auth.logout(contextOf(request)))),
  ];
}
