import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { AppError } from '../../src/domain/errors/AppError';
import { NETWORK_ERROR_TEXT } from '../../src/domain/errors/errorText';
import { FakeGateway } from '../../src/infrastructure/fake/adapters/FakeGateway';
import { contextOf, jsonBody } from '../../src/infrastructure/fake/msw/respond';
import type { FakeServer } from '../../src/infrastructure/fake/server/FakeServer';
import type { RequestContext } from '../../src/infrastructure/fake/server/RequestContext';
import { msw, type Harness } from './adapterSets';

type Handler = (server: FakeServer, context: RequestContext) => unknown;
type Headers = Pick<RequestContext, 'idempotencyKey'>;
type Call = (operation: string, handler: Handler, headers?: Headers) => Promise<unknown>;

/** Wraps the next fake-gateway call of `path` (fake set): `wrap` decides how the server's work is run. */
function wrapNextGatewayCall(
  h: Harness,
  path: string,
  wrap: (call: Call, operation: string, handler: Handler, headers?: Headers) => Promise<unknown>,
) {
  const gateway = h.container.get(FakeGateway);
  const call: Call = gateway.call.bind(gateway) as Call;
  let used = false;
  vi.spyOn(gateway, 'call').mockImplementation(((operation: string, handler: Handler, headers?: Headers) => {
    if (operation !== path || used) return call(operation, handler, headers);
    used = true;
    return wrap(call, operation, handler, headers);
  }) as typeof gateway.call);
}

export interface HeldAnswer {
  /** Resolves once the request has reached the server (its token is sent). */
  reached: Promise<void>;
  /** Lets the server answer. */
  release(): void;
}

/**
 * The next call of `path` reaches the server with whatever token was saved when it was sent, but the server
 * answers only after release(): a call still in flight while the app moves on.
 */
export function holdNextAnswer(h: Harness, path: string): HeldAnswer {
  let release!: () => void;
  let arrive!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  if (h.set === 'http') {
    // Answering nothing lets the next handler (the fake server on this path) answer once the gate opens.
    msw.use(
      http.all(
        new URL(path, h.config.apiBaseUrl).toString(),
        async () => {
          arrive();
          await gate;
        },
        { once: true },
      ),
    );
  } else {
    wrapNextGatewayCall(h, path, (call, operation, handler, headers) =>
      call(
        operation,
        async (server, context) => {
          arrive();
          await gate;
          return handler(server, context);
        },
        headers,
      ),
    );
  }
  return { reached, release };
}

/**
 * The server does the next call of `path` (`serve` runs the fake server as its HTTP handler would), but the
 * answer is lost on the way back: the app sees a network error, as after a timeout.
 */
export function loseNextAnswer(
  h: Harness,
  path: string,
  serve: (server: FakeServer, context: RequestContext, body: unknown) => unknown,
) {
  if (h.set === 'http') {
    msw.use(
      http.all(
        new URL(path, h.config.apiBaseUrl).toString(),
        async ({ request }) => {
          try {
            await serve(h.server, contextOf(request), await jsonBody(request));
          } finally {
            h.server.db.flush();
          }
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    return;
  }
  wrapNextGatewayCall(h, path, async (call, operation, handler, headers) => {
    await call(operation, handler, headers);
    throw new AppError('network', NETWORK_ERROR_TEXT);
  });
}
