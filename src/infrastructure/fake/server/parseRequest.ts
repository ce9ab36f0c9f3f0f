import type { z } from 'zod/mini';
import { refuse } from './FakeHttpError';

/** Validates a request body like a real server would: a malformed body is a 400, never a crash. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw refuse(400, 'Invalid request. Please check the details and try again.');
  return parsed.data as z.output<S>;
}
