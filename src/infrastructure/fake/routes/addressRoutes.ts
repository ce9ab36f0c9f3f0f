import { AddressEndpoints } from '../../api/endpoints/addressEndpoints';
import { route } from './route';

export const addressRoutes = [
  route(AddressEndpoints.list, (server, context) => server.addresses.list(context)),
  route(AddressEndpoints.create, (server, context, { body }) => server.addresses.create(context, body)),
  ...Object.values(AddressEndpoints.update).map((update) =>
    route(update, (server, context, { params, body }) => server.addresses.update(context, params.id ?? '', body)),
  ),
  route(AddressEndpoints.setDefault, (server, context, { params }) =>
    server.addresses.setDefault(context, params.id ?? ''),
  ),
  route(AddressEndpoints.remove, (server, context, { params }) => server.addresses.remove(context, params.id ?? '')),
];
