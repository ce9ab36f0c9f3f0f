import type { z } from 'zod/mini';
import { ensureSuccess } from './mappers/ensureSuccess';
import { pathWithId } from './paths';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/**
 * What one call sends: the values of the path's `:name` parameters, the query, the JSON body, extra headers
 * (the Idempotency-Key of a checkout attempt) and `keepalive` (a request sent as the page closes: it must outlive
 * the page, and the fake backend answers it at once, without simulated latency or faults).
 */
export interface EndpointRequest {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  json?: unknown;
  headers?: Record<string, string>;
  keepalive?: boolean;
}

/**
 * One endpoint of the user API, declared once (docs/ARCHITECTURE.md, "How to add an endpoint"): the http adapters
 * call it through HttpClient.call, and the msw handlers (the contract tests, `npm run api`) route it to the fake
 * server with `answer`. `path` is relative to the API base URL; `:name` segments are resource ids.
 */
export interface Endpoint<Input, Schema extends z.ZodMiniType, Output> {
  method: EndpointMethod;
  path: string;
  request: (input: Input) => EndpointRequest;
  response: Schema;
  /** Reads the parsed answer; the call's input is at hand for what the answer may leave out (the requested id). */
  map: (response: z.output<Schema>, input: Input) => Output;
}

/** Declares an endpoint with its types inferred from the builder, the schema and the mapper. */
export const endpoint = <Input, Schema extends z.ZodMiniType, Output>(definition: Endpoint<Input, Schema, Output>) =>
  definition;

/** The mapper of a call that answers only the envelope: nothing, or the server's refusal (`success: false`). */
export const succeeded = (response: { success?: boolean }): void => void ensureSuccess(response);

/**
 * The path with its `:name` parameters filled in; an id that is not a safe resource id is an unknown resource
 * (a not-found AppError before any request, as `pathWithId`).
 */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The endpoint ${path} needs the parameter ${name}`);
    return pathWithId('', value);
  });
}
