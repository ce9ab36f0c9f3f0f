import { inject, injectable } from 'inversify';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import { ApiPaths } from '../../api/paths';
import type { PushDevice, PushRegistrationApi } from '../../ports/PushRegistrationApi';
import { FakeGateway } from './FakeGateway';

@injectable()
export class FakePushRegistrationApi implements PushRegistrationApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async registerDevice(request: PushDevice) {
    ensureSuccess(
      await this.gateway.call(ApiPaths.registerPushToken, (server, context) =>
        server.push.registerDevice(context, request),
      ),
    );
  }

  async unregisterDevice(request: PushDevice) {
    ensureSuccess(
      await this.gateway.call(ApiPaths.unregisterPushToken, (server, context) =>
        server.push.unregisterDevice(context, request),
      ),
    );
  }
}
