import { inject, injectable } from 'inversify';
import { ApiPaths } from '../../api/paths';
import { ClientIpSchema } from '../../api/schemas/location';
import type { ClientIpApi } from '../../ports/ClientIpApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpClientIpApi implements ClientIpApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  currentIp() {
    return this.http.get(ApiPaths.clientIp, { schema: ClientIpSchema, responseType: 'text' });
  }
}
