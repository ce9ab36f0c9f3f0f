import type { z } from 'zod/mini';
import { AppError } from '../../../domain/errors/AppError';
import { rejectedResponse } from '../../../domain/errors/errorFromResponse';
import { MALFORMED_RESPONSE_TEXT } from '../../../domain/errors/errorText';

/**
 * Reads a fake server answer through the API's response schema, exactly as HttpClient reads a live one,
 * so both adapter sets map the same parsed shapes and the fake is held to the contract.
 */
export function parseAnswer<S extends z.ZodMiniType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.error('The demo backend answered outside the API contract', parsed.error.issues);
    throw new AppError('malformed', MALFORMED_RESPONSE_TEXT);
  }
  return parsed.data as z.output<S>;
}

/**
 * An answer read only for its success flag: a refusal body (success: false, as the 'declined' knob and chaos
 * mode answer) is thrown as the server's refusal, as the HTTP adapters do with ensureSuccess.
 */
export function refusedOr<T>(answer: T): T {
  if (answer && typeof answer === 'object' && (answer as { success?: unknown }).success === false)
    throw rejectedResponse(answer);
  return answer;
}
