import { PushEndpoints } from '../../api/endpoints/pushEndpoints';
import { route } from './route';

export const pushRoutes = [
  route(PushEndpoints.register, (server, context, { body }) => server.push.registerDevice(context, body)),
  route(PushEndpoints.unregister, (server, context, { body }) => server.push.unregisterDevice(context, body)),
];
