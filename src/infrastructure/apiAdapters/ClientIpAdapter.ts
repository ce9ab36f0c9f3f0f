import { inject, injectable } from 'inversify';
import { LocationEndpoints } from '../api/endpoints/locationEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { ClientIpApi } from '../ports/ClientIpApi';

@injectable()
export class ClientIpAdapter implements ClientIpApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  currentIp = () => this.caller.call(LocationEndpoints.clientIp, undefined);
}
