import { inject, injectable } from 'inversify';
import { IP_GEOLOCATION_OPERATION } from '../../api/ipGeolocation';
import { toIpLocation } from '../../api/mappers/locationMappers';
import { IpGeolocationResponseSchema } from '../../api/schemas/location';
import type { IpGeolocation } from '../../ports/IpGeolocation';
import { FakeGateway } from './FakeGateway';
import { parseApiAnswer } from '../../api/parseApiAnswer';

/** The demo's IP lookup: places the demo's documentation-range addresses in the demo cities. */
@injectable()
export class FakeIpGeolocation implements IpGeolocation {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async locate(ip: string) {
    const answer = await this.gateway.call(IP_GEOLOCATION_OPERATION, (server) => server.location.locate(ip));
    return toIpLocation(parseApiAnswer(IpGeolocationResponseSchema, answer, 'the demo backend'));
  }
}
