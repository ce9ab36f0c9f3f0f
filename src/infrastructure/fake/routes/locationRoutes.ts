import { LocationEndpoints } from '../../api/endpoints/locationEndpoints';
import { route } from './route';

export const locationRoutes = [route(LocationEndpoints.clientIp, (server) => server.location.clientIp())];
