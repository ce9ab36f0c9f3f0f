import type { z } from 'zod/mini';
import type { Endpoint } from './endpoint';

/** What a call carries besides its input. */
export interface CallOptions {
  /** The Idempotency-Key header (a checkout attempt). */
  idempotencyKey?: string;
  /** The session token to send instead of the saved one (ending a session that is no longer saved). */
  token?: string;
  /** The request must land even as the page closes: keepalive over HTTP, no simulated latency or fault offline. */
  immediate?: boolean;
}

/**
 * Calls an entry of the endpoint table (api/endpoints/*) in an adapter set: builds the request from the entry,
 * sends it, parses the answer with `entry.response` (an answer outside it is a 'malformed' AppError) and maps it
 * with `entry.map`. HttpClient sends it over HTTP; the fake set's caller routes it to the fake server's service.
 * The user-API adapters (infrastructure/apiAdapters) depend on this only, so one adapter serves both sets.
 */
export interface EndpointCaller {
  call<Input, Schema extends z.ZodMiniType, Output>(
    endpoint: Endpoint<Input, Schema, Output>,
    input: Input,
    options?: CallOptions,
  ): Promise<Output>;
}

export const EndpointCallerToken = Symbol.for('EndpointCaller');
