import { HttpResponse } from 'msw';
import { FakeHttpError } from '../server/FakeHttpError';
import type { FakeServer } from '../server/FakeServer';
import type { RequestContext } from '../server/RequestContext';

/** Request context from an msw request: the bearer token and the Idempotency-Key, if any. */
export function contextOf(request: Request): RequestContext {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  const idempotencyKey = request.headers.get('Idempotency-Key') ?? undefined;
  return { ...(token ? { token } : {}), ...(idempotencyKey ? { idempotencyKey } : {}) };
}

/** Reads a JSON body without failing on an empty or broken one (the service then answers 400). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** Runs fake server logic and answers as the real API would: JSON on success, the refusal's status otherwise. */
export async function respond(server: FakeServer, handler: () => unknown | Promise<unknown>) {
  try {
    const result = await handler();
    return typeof result === 'string' ? HttpResponse.text(result) : HttpResponse.json(result as object);
  } catch (error) {
    if (error instanceof FakeHttpError) return HttpResponse.json(error.body, { status: error.status });
    throw error;
  } finally {
    server.db.flush();
  }
}
