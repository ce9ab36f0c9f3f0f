import type { z } from 'zod/mini';
import type { Endpoint } from '../../api/endpoint';
import type { FakeServer } from '../server/FakeServer';
import type { RequestContext } from '../server/RequestContext';

/** What the fake server's service receives of a request: its path parameters, query and JSON body. */
export interface ReceivedRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** The fake server's answer to one endpoint: what the real API would send (JSON, or plain text for get-ip). */
export type ServiceCall<Schema extends z.ZodMiniType> = (
  server: FakeServer,
  context: RequestContext,
  request: ReceivedRequest,
) => z.input<Schema> | Promise<z.input<Schema>>;

/** One line of the fake route table: an endpoint table entry and the fake server's service that answers it. */
export interface FakeRoute {
  endpoint: Endpoint<never, z.ZodMiniType, unknown>;
  service: ServiceCall<z.ZodMiniType>;
}

/**
 * Routes an endpoint to the fake server's service. The same route answers the fake adapter set in process
 * (FakeEndpointCaller) and over msw (routeHandlers): the service is named once.
 */
export const route = <Schema extends z.ZodMiniType>(
  endpoint: Endpoint<never, Schema, unknown>,
  service: ServiceCall<Schema>,
): FakeRoute => ({ endpoint, service }) as unknown as FakeRoute;
