import type { z } from 'zod';
import { AppError } from '../../../domain/errors/AppError';
import { MALFORMED_RESPONSE_TEXT } from '../../../domain/errors/errorText';

/** Parses a fake-server answer with the same schema the HTTP adapter uses, so both sets read one contract. */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.error('The demo backend answered outside the API contract', parsed.error.issues);
    throw new AppError('malformed', MALFORMED_RESPONSE_TEXT);
  }
  return parsed.data;
}
