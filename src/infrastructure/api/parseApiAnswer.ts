import type { z } from 'zod/mini';
import { AppError } from '../../domain/errors/AppError';
import { rejectedResponse } from '../../domain/errors/errorFromResponse';
import { MALFORMED_RESPONSE_TEXT } from '../../domain/errors/errorText';

const isRefusal = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;

/**
 * An answer of the user API read through its response schema, the same way in both adapter sets. An answer
 * outside the contract is a handled 'malformed' error; a 2xx refusal envelope (`success: false`, e.g. the demo's
 * 'declined' knob) that the schema does not describe is the server's refusal, with its message.
 */
export function parseApiAnswer<S extends z.ZodMiniType>(schema: S, value: unknown, from: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  if (isRefusal(value)) throw rejectedResponse(value);
  console.error(`Unexpected answer from ${from}`, parsed.error.issues);
  throw new AppError('malformed', MALFORMED_RESPONSE_TEXT);
}
