import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { respond } from './respond';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export function catalogueHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.get(url(ApiPaths.restaurants), ({ request }) =>
      respond(server, () => server.catalogue.restaurants(queryOf(request))),
    ),
    http.get(`${url(ApiPaths.restaurantsByCategory)}/:categoryId`, ({ request, params }) =>
      respond(server, () => server.catalogue.restaurantsByCategory(params.categoryId, queryOf(request))),
    ),
    http.get(url(ApiPaths.searchCatalogue), ({ request }) =>
      respond(server, () => server.catalogue.search(queryOf(request))),
    ),
    http.get(url(ApiPaths.cuisineCategories), () => respond(server, () => server.catalogue.cuisines())),
  ];
}
