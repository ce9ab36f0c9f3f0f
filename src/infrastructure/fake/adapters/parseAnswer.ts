import type { z } from 'zod/mini';
import { AppError } from '../../../domain/errors/AppError';
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
  return parsed.data;
}
