import { CatalogueEndpoints } from '../../api/endpoints/catalogueEndpoints';
import { route } from './route';

export const catalogueRoutes = [
  route(CatalogueEndpoints.restaurants, (server, _context, { query }) => server.catalogue.restaurants(query)),
  route(CatalogueEndpoints.restaurantsByCuisine, (server, _context, { params, query }) =>
    server.catalogue.restaurantsByCategory(params.categoryId, query),
  ),
  route(CatalogueEndpoints.search, (server, _context, { query }) => server.catalogue.search(query)),
  route(CatalogueEndpoints.cuisineCategories, (server) => server.catalogue.cuisines()),
];
