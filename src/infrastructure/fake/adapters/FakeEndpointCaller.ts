import { inject, injectable } from 'inversify';
import type { z } from 'zod/mini';
import { type Endpoint, operationOf, sentRequest } from '../../api/endpoint';
import type { CallOptions, EndpointCaller } from '../../api/EndpointCaller';
import { fakeRoutes } from '../routes/fakeRoutes';
import type { ReceivedRequest, ServiceCall } from '../routes/route';
import { FakeGateway } from './FakeGateway';
import { parseApiAnswer } from '../../api/parseApiAnswer';

const services = new Map<unknown, ServiceCall<z.ZodMiniType>>(
  fakeRoutes.map(({ endpoint, service }) => [endpoint, service]),
);

/**
 * The fake adapter set's EndpointCaller: an endpoint table entry is answered by its fake route's service through
 * FakeGateway (latency, demo faults keyed by the entry's operation, chaos, the session token, 401 clears the
 * session, deep copies). The service receives exactly what the msw handler would hand it: the path parameters,
 * the query as strings and the JSON body after a JSON round trip; the answer is parsed and mapped as over HTTP.
 */
@injectable()
export class FakeEndpointCaller implements EndpointCaller {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async call<Input, S extends z.ZodMiniType, Output>(
    endpoint: Endpoint<Input, S, Output>,
    input: Input,
    options: CallOptions = {},
  ): Promise<Output> {
    const service = services.get(endpoint);
    if (!service) throw new Error(`No fake route answers ${endpoint.method} ${endpoint.path}`);
    const { params, query, json } = sentRequest(endpoint, input);
    const received: ReceivedRequest = {
      params,
      query,
      body: endpoint.method === 'GET' || json === undefined ? undefined : (JSON.parse(JSON.stringify(json)) as unknown),
    };
    const answer = await this.gateway.call(
      operationOf(endpoint),
      (server, context) => service(server, context, received),
      options,
    );
    return endpoint.map(parseApiAnswer(endpoint.response, answer, 'the demo backend'), input);
  }
}
