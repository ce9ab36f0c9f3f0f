import { inject, injectable } from 'inversify';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import { ApiPaths } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import type { PushDevice, PushRegistrationApi } from '../../ports/PushRegistrationApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpPushRegistrationApi implements PushRegistrationApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async registerDevice(request: PushDevice) {
    ensureSuccess(await this.http.post(ApiPaths.registerPushToken, { schema: SuccessResponseSchema, json: request }));
  }

  async unregisterDevice(request: PushDevice) {
    ensureSuccess(await this.http.post(ApiPaths.unregisterPushToken, { schema: SuccessResponseSchema, json: request }));
  }
}
