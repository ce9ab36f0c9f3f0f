import { AppError } from '../../../domain/errors/AppError';
import { NETWORK_ERROR_TEXT, responseErrorText } from '../../../domain/errors/errorText';

/**
 * A 2xx answer with success: false, as an AppError carrying the server's error or message, else the
 * operation's own fallback text (not 'Network Error.': the server did answer).
 */
export function refusal(body: { message?: string; error?: string }, fallback: string): AppError {
  const text = responseErrorText(200, body);
  return new AppError('rejected', text === NETWORK_ERROR_TEXT ? fallback : text, 200);
}
