import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

/** The address calls (core spec §7). update-user-address answers PUT and POST: the spec is unsure which. */
export function addressHandlers(server: FakeServer, url: (path: string) => string) {
  const withId = (path: string) => `${url(path)}/:id`;
  const update = async ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
    respond(server, async () =>
      server.addresses.update(contextOf(request), String(params.id), await jsonBody(request)),
    );
  return [
    http.get(url(ApiPaths.addresses), ({ request }) =>
      respond(server, () => server.addresses.list(contextOf(request))),
    ),
    http.post(url(ApiPaths.createAddress), async ({ request }) =>
      respond(server, async () => server.addresses.create(contextOf(request), await jsonBody(request))),
    ),
    http.put(withId(ApiPaths.updateAddress), update),
    http.post(withId(ApiPaths.updateAddress), update),
    http.put(withId(ApiPaths.setDefaultAddress), ({ request, params }) =>
      respond(server, () => server.addresses.setDefault(contextOf(request), String(params.id))),
    ),
    http.delete(withId(ApiPaths.deleteAddress), ({ request, params }) =>
      respond(server, () => server.addresses.remove(contextOf(request), String(params.id))),
    ),
  ];
}
