import { AppError } from '../../../domain/errors/AppError';
import { MALFORMED_RESPONSE_TEXT } from '../../../domain/errors/errorText';

/** A field a successful answer must carry; its absence makes the answer malformed (a handled error, not a crash). */
export function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) {
    console.error(`A successful answer came without its ${what}`);
    throw new AppError('malformed', MALFORMED_RESPONSE_TEXT);
  }
  return value;
}
