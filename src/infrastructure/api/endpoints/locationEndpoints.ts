import { endpoint } from '../endpoint';
import { ApiPaths } from '../paths';
import { ClientIpSchema } from '../schemas/location';

/** The user API's get-ip (FEATURES F-discovery), at the API host's root; it answers plain text. */
export const LocationEndpoints = {
  clientIp: endpoint({
    method: 'GET',
    path: ApiPaths.clientIp,
    request: () => ({}),
    response: ClientIpSchema,
    responseType: 'text',
    map: (ip) => ip,
  }),
};
