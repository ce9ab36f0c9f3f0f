import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The favourite-restaurant calls (issue 14, docs/API.md). */
export function favoriteHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.get(url(ApiPaths.favorites), ({ request }) => respond(server, () => server.favorites.list(contextOf(request), queryOf(request)))),
    http.post(url(ApiPaths.addFavorite), async ({ request }) => respond(server, async () => server.favorites.add(contextOf(request), await jsonBody(request)))),
    http.delete(`${url(ApiPaths.removeFavorite)}/:restaurantId`, ({ request, params }) =>
      respond(server, () => server.favorites.remove(contextOf(request), String(params.restaurantId))),
    ),
  ];
}
