/**
 * The endpoint table (FEATURES F-architecture): every user-API endpoint declared once, by area, in
 * api/endpoints/<area>Endpoints.ts (method, path, request builder, response schema, mapper). One adapter per area
 * (infrastructure/apiAdapters) calls these entries through the adapter set's EndpointCaller: HttpClient over HTTP,
 * FakeEndpointCaller in process. The fake route table (fake/routes) maps the same entries to the fake server's
 * services, and the msw handlers are generated from it. Adding an endpoint = one entry, one fake service method
 * (+ its route line), one port method. Each importer names its area's file (there is no index of all areas), so a
 * chunk that needs one area's entries does not bring every area's schemas and mappers.
 */
import type { z } from 'zod/mini';
import { ensureSuccess } from './mappers/ensureSuccess';
import { pathWithId } from './paths';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** What one call sends: the values of the path's `:name` parameters, the query and the JSON body. */
export interface EndpointRequest {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  json?: unknown;
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
  /** 'text' for a plain-text answer (get-ip); JSON otherwise. */
  responseType?: 'json' | 'text';
  /**
   * The name the demo fault knob and chaos mode know the call by; by default the path without its `/:name`
   * parameters (the ApiPaths value), so one fault covers every id.
   */
  operation?: string;
}

/** Declares an endpoint with its types inferred from the builder, the schema and the mapper. */
export const endpoint = <Input, Schema extends z.ZodMiniType, Output>(definition: Endpoint<Input, Schema, Output>) =>
  definition;

/** The mapper of a call that answers only the envelope: nothing, or the server's refusal (`success: false`). */
export const succeeded = (response: { success?: boolean }): void => void ensureSuccess(response);

/** The operation name of an entry (Endpoint.operation): demo faults and chaos mode are keyed by it. */
export const operationOf = (endpoint: { path: string; operation?: string }): string =>
  endpoint.operation ?? endpoint.path.replace(/\/:\w+/g, '');

/** A request as it travels: the filled-in path, its parameters, the query as the URL carries it, the JSON body. */
export interface SentRequest {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  json: unknown;
}

/**
 * Builds the request of one call, exactly as both adapter sets send it: unsafe ids are refused before any request
 * (pathOf), empty query values are left out and the rest become strings, as in a URL.
 */
export function sentRequest<Input>(endpoint: Endpoint<Input, z.ZodMiniType, unknown>, input: Input): SentRequest {
  const { params = {}, query, json } = endpoint.request(input);
  return { path: pathOf(endpoint.path, params), params, query: queryStrings(query), json };
}

/** The query as a URL carries it: values as strings, with undefined, null and '' left out. */
export function queryStrings(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') strings[key] = String(value);
  }
  return strings;
}

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
