import { http } from 'msw';
import type { z } from 'zod/mini';
import type { Endpoint } from '../../api/endpoint';
import type { FakeServer } from '../server/FakeServer';
import type { RequestContext } from '../server/RequestContext';
import { contextOf, jsonBody, respond } from './respond';

/** What the fake server's service receives of a request: its path parameters, query and JSON body. */
export interface ReceivedRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

type ServiceCall<Schema extends z.ZodMiniType> = (
  context: RequestContext,
  request: ReceivedRequest,
) => z.input<Schema> | Promise<z.input<Schema>>;

/**
 * The msw handler of one endpoint table entry: the same method and path as the http adapter calls, answered by the
 * fake server's service (JSON, or the refusal's status), as the real API would.
 */
export function answer<Schema extends z.ZodMiniType>(
  server: FakeServer,
  url: (path: string) => string,
  endpoint: Endpoint<never, Schema, unknown>,
  service: ServiceCall<Schema>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](url(endpoint.path), async ({ request, params }) => {
    const received: ReceivedRequest = {
      params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: endpoint.method === 'GET' ? undefined : await jsonBody(request),
    };
    return respond(server, () => service(contextOf(request), received));
  });
}
