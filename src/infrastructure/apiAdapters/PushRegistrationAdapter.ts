import { inject, injectable } from 'inversify';
import { PushEndpoints } from '../api/endpoints/pushEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { PushDevice, PushRegistrationApi } from '../ports/PushRegistrationApi';

@injectable()
export class PushRegistrationAdapter implements PushRegistrationApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  registerDevice = (device: PushDevice) => this.caller.call(PushEndpoints.register, device);
  unregisterDevice = (device: PushDevice) => this.caller.call(PushEndpoints.unregister, device);
}
