import { inject, injectable } from 'inversify';
import { PushEndpoints } from '../../api/endpoints';
import type { PushDevice, PushRegistrationApi } from '../../ports/PushRegistrationApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpPushRegistrationApi implements PushRegistrationApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  registerDevice = (device: PushDevice) => this.http.call(PushEndpoints.register, device);
  unregisterDevice = (device: PushDevice) => this.http.call(PushEndpoints.unregister, device);
}
