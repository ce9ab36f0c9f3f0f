import { demoCityNamed } from '../../../../domain/geo/demoCities';
import type { IpGeolocationResponse } from '../../../api/schemas/location';
import { refuse } from '../FakeHttpError';

/** Documentation-range addresses (RFC 5737) the demo uses, each placed in one demo city. */
export const DEMO_IP_CITIES: Record<string, string> = {
  '203.0.113.10': 'New Delhi',
  '203.0.113.11': 'Agra',
  '203.0.113.12': 'Jaipur',
  '203.0.113.13': 'Mumbai',
};

/** The address get-ip answers in the demo: the demo's default location, New Delhi. */
export const DEMO_CLIENT_IP = '203.0.113.10';

/** The demo's stand-in for get-ip and for the third-party IP-geolocation service. */
export class IpLocationService {
  clientIp(): string {
    return DEMO_CLIENT_IP;
  }

  locate(ip: string): IpGeolocationResponse {
    const city = demoCityNamed(DEMO_IP_CITIES[ip.trim()] ?? '');
    if (!city) throw refuse(404, 'No location is known for this IP address');
    return { city: city.name, latitude: city.point.latitude, longitude: city.point.longitude };
  }
}
