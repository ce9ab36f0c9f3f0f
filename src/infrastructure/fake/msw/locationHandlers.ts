import { http } from 'msw';
import { ipGeolocationUrlPattern } from '../../api/ipGeolocation';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { respond } from './respond';

/** get-ip on the user API, and (when its URL is known) the third-party IP-geolocation service. */
export function locationHandlers(
  server: FakeServer,
  url: (path: string) => string,
  ipGeolocationUrl: string | undefined,
) {
  const handlers = [http.get(url(ApiPaths.clientIp), () => respond(server, () => server.location.clientIp()))];
  if (ipGeolocationUrl) {
    handlers.push(
      http.get(ipGeolocationUrlPattern(ipGeolocationUrl), ({ params }) =>
        respond(server, () => server.location.locate(String(params.ip))),
      ),
    );
  }
  return handlers;
}
