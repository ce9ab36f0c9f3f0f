import { FavoriteEndpoints } from '../../api/endpoints/favoriteEndpoints';
import { route } from './route';

/** The favourite-restaurant calls (FEATURES F-reorder, docs/API.md). */
export const favoriteRoutes = [
  route(FavoriteEndpoints.list, (server, context, { query }) => server.favorites.list(context, query)),
  route(FavoriteEndpoints.add, (server, context, { body }) => server.favorites.add(context, body)),
  route(FavoriteEndpoints.remove, (server, context, { params }) =>
    server.favorites.remove(context, params.restaurantId ?? ''),
  ),
];
