import { http } from 'msw';
import type { FakeServer } from '../server/FakeServer';
import type { FakeRoute, ReceivedRequest } from '../routes/route';
import { contextOf, jsonBody, respond } from './respond';

/**
 * The msw handler of one fake route: the same method and path as the http adapter set calls, answered by the
 * route's fake service (JSON or text, or the refusal's status), as the real API would.
 */
export function answer(server: FakeServer, url: (path: string) => string, { endpoint, service }: FakeRoute) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](url(endpoint.path), async ({ request, params }) => {
    const received: ReceivedRequest = {
      params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: endpoint.method === 'GET' ? undefined : await jsonBody(request),
    };
    return respond(server, () => service(server, contextOf(request), received));
  });
}

/** The msw handlers generated from the fake route table (fake/routes/fakeRoutes.ts). */
export const routeHandlers = (server: FakeServer, url: (path: string) => string, routes: readonly FakeRoute[]) =>
  routes.map((route) => answer(server, url, route));
