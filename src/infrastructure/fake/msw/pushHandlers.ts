import { PushEndpoints } from '../../api/endpoints';
import type { FakeServer } from '../server/FakeServer';
import { answer } from './answer';

export function pushHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    answer(server, url, PushEndpoints.register, (context, { body }) => server.push.registerDevice(context, body)),
    answer(server, url, PushEndpoints.unregister, (context, { body }) => server.push.unregisterDevice(context, body)),
  ];
}
