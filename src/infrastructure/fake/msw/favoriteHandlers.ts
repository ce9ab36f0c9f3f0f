import { FavoriteEndpoints } from '../../api/endpoints';
import type { FakeServer } from '../server/FakeServer';
import { answer } from './answer';

/** The favourite-restaurant calls (issue 14, docs/API.md), routed by the endpoint table. */
export function favoriteHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    answer(server, url, FavoriteEndpoints.list, (context, { query }) => server.favorites.list(context, query)),
    answer(server, url, FavoriteEndpoints.add, (context, { body }) => server.favorites.add(context, body)),
    answer(server, url, FavoriteEndpoints.remove, (context, { params }) =>
      server.favorites.remove(context, params.restaurantId ?? ''),
    ),
  ];
}
