import { inject, injectable } from 'inversify';
import type { z } from 'zod/mini';
import { parseApiAnswer } from '../api/parseApiAnswer';
import { AppError } from '../../domain/errors/AppError';
import { errorFromResponse } from '../../domain/errors/errorFromResponse';
import { MALFORMED_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from '../../domain/errors/errorText';
import { type AppConfig, AppConfigToken } from '../ports/AppConfig';
import { type SessionRepository, SessionRepositoryToken } from '../ports/SessionRepository';
import { clearSessionOf, savedToken } from '../api/sessionOfRequest';
import { type Endpoint, type QueryValue, queryStrings, sentRequest } from '../api/endpoint';
import type { CallOptions, EndpointCaller } from '../api/EndpointCaller';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<Schema extends z.ZodMiniType> {
  /** Every response is parsed; a body that does not match becomes a 'malformed' AppError. */
  schema: Schema;
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** 'text' for plain-text answers such as get-ip. */
  responseType?: 'json' | 'text';
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** The session token to send instead of the saved one (ending a session that is no longer saved). */
  token?: string;
  /** The request outlives the page (sent as the tab closes). */
  keepalive?: boolean;
  /** Given the body of a good answer, as read before parsing. */
  onBody?: (body: unknown) => void;
}

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The one way the app talks to the provider's user API: base URL, JSON bodies, the bearer token
 * when a session exists, zod parsing of every answer, and typed AppErrors. A 401 clears the session only while
 * the saved token is still the one the request sent (a late answer must not sign out a newer session).
 */
@injectable()
export class HttpClient implements EndpointCaller {
  constructor(
    @inject(AppConfigToken) private readonly config: AppConfig,
    @inject(SessionRepositoryToken) private readonly session: SessionRepository,
  ) {}

  /** Calls an entry of the endpoint table (api/endpoints/*): builds the request, parses and maps the answer. */
  async call<Input, S extends z.ZodMiniType, Output>(
    endpoint: Endpoint<Input, S, Output>,
    input: Input,
    options: CallOptions = {},
  ): Promise<Output> {
    return (await this.callKeepingBody(endpoint, input, options)).output;
  }

  /** As `call`, with the answer's body as the server sent it (what the offline reads keep, to parse it again later). */
  async callKeepingBody<Input, S extends z.ZodMiniType, Output>(
    endpoint: Endpoint<Input, S, Output>,
    input: Input,
    { idempotencyKey, token, immediate }: CallOptions = {},
  ): Promise<{ output: Output; body: unknown }> {
    const { path, query, json } = sentRequest(endpoint, input);
    let body: unknown;
    const answer = await this.request(endpoint.method, path, {
      schema: endpoint.response,
      query,
      json,
      responseType: endpoint.responseType,
      token,
      keepalive: immediate,
      onBody: (value) => (body = value),
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    });
    return { output: endpoint.map(answer, input), body };
  }

  async request<S extends z.ZodMiniType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const { response, sentToken } = await this.send(method, path, options);
    const body = await readBody(response, options.responseType ?? 'json');
    if (response.status === 401) {
      clearSessionOf(this.session, sentToken);
      throw errorFromResponse(401, body.value);
    }
    if (!response.ok) throw errorFromResponse(response.status, body.value);
    if (!body.readable) throw new AppError('malformed', MALFORMED_RESPONSE_TEXT, response.status);
    const parsed = parseApiAnswer(options.schema, body.value, `${method} ${path}`);
    options.onBody?.(body.value);
    return parsed;
  }

  private async send(
    method: HttpMethod,
    path: string,
    options: RequestOptions<z.ZodMiniType>,
  ): Promise<{ response: Response; sentToken: string | null }> {
    const headers = new Headers({
      ...options.headers,
      Accept: options.responseType === 'text' ? 'text/plain, */*' : 'application/json',
    });
    const sentToken = options.token ?? savedToken(this.session);
    if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    try {
      const response = await fetch(this.url(path, options.query), {
        method,
        headers,
        body,
        keepalive: options.keepalive,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { response, sentToken };
    } catch (cause) {
      console.error(`${method} ${path} failed before an answer`, cause);
      throw new AppError('network', NETWORK_ERROR_TEXT);
    }
  }

  private url(path: string, query: Record<string, QueryValue> | undefined): string {
    const url = new URL(path.replace(/^\//, ''), this.config.apiBaseUrl);
    for (const [key, value] of Object.entries(queryStrings(query))) url.searchParams.set(key, value);
    return url.toString();
  }
}

async function readBody(response: Response, type: 'json' | 'text'): Promise<{ readable: boolean; value: unknown }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { readable: false, value: undefined };
  }
  if (type === 'text') return { readable: true, value: text };
  if (text.trim() === '') return { readable: false, value: undefined };
  try {
    return { readable: true, value: JSON.parse(text) as unknown };
  } catch {
    return { readable: false, value: text };
  }
}
