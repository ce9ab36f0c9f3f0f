import { AppError } from './AppError';

export const NETWORK_ERROR_TEXT = 'Network Error.';
export const MALFORMED_RESPONSE_TEXT = 'The server sent a response we could not read. Please try again.';
/** The most of a server's refusal text the app shows. */
export const MAX_SERVER_TEXT_LENGTH = 200;

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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The text of a failed answer (a non-2xx status, or 200 with success: false). Server text is shown only from a
 * JSON object on a 4xx (its `error`, else its `message`), trimmed and cut to 200 characters; a 5xx, an HTML or
 * plain-text page (a proxy's 502, a rate-limit page) and an empty body get the spec's generic 'Network Error.'.
 */
export function responseErrorText(status: number, body: unknown): string {
  if (status >= 500 || !isPlainObject(body)) return NETWORK_ERROR_TEXT;
  const { error, message } = body;
  const text = nonBlank(error) ? error : nonBlank(message) ? message : null;
  return text === null ? NETWORK_ERROR_TEXT : text.trim().slice(0, MAX_SERVER_TEXT_LENGTH);
}

/** Text for any caught value: a string as is, an error's message, else the response-body formatter. */
export function errorText(error: unknown): string {
  if (nonBlank(error)) return error;
  if (error instanceof AppError || error instanceof Error)
    return nonBlank(error.message) ? error.message : NETWORK_ERROR_TEXT;
  return serverErrorText(error);
}
