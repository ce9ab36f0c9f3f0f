import { AppError } from './AppError';

export const NETWORK_ERROR_TEXT = 'Network Error.';
export const MALFORMED_RESPONSE_TEXT = 'The server sent a response we could not read. Please try again.';
export const SERVER_ERROR_TEXT = 'Something went wrong on our side. Please try again.';

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The spec's error-text formatter applied to a response body:
 * a string body is used as is, else its `error` field, else its `message` field, else 'Network Error.'.
 */
export function serverErrorText(body: unknown): string {
  if (nonBlank(body)) return body;
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (nonBlank(error)) return error;
    if (nonBlank(message)) return message;
  }
  return NETWORK_ERROR_TEXT;
}

/** Text for any caught value: a string as is, an error's message, else the response-body formatter. */
export function errorText(error: unknown): string {
  if (nonBlank(error)) return error;
  if (error instanceof AppError || error instanceof Error) return nonBlank(error.message) ? error.message : NETWORK_ERROR_TEXT;
  return serverErrorText(error);
}
