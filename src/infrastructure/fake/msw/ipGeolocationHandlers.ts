import { http } from 'msw';
import { ipGeolocationUrlPattern } from '../../api/ipGeolocation';
import type { FakeServer } from '../server/FakeServer';
import { respond } from './respond';

/** The third-party IP-geolocation service (not the user API), answered when its URL template is known. */
export function ipGeolocationHandlers(server: FakeServer, ipGeolocationUrl: string | undefined) {
  if (!ipGeolocationUrl) return [];
  return [
    http.get(ipGeolocationUrlPattern(ipGeolocationUrl), ({ params }) =>
      respond(server, () => server.location.locate(String(params.ip))),
    ),
  ];
}
