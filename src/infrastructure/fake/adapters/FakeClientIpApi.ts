import { inject, injectable } from 'inversify';
import { ApiPaths } from '../../api/paths';
import { ClientIpSchema } from '../../api/schemas/location';
import type { ClientIpApi } from '../../ports/ClientIpApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeClientIpApi implements ClientIpApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async currentIp() {
    return parseAnswer(
      ClientIpSchema,
      await this.gateway.call(ApiPaths.clientIp, (server) => server.location.clientIp()),
    );
  }
}
