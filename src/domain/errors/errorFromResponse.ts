import { AppError, type AppErrorKind } from './AppError';
import { SERVER_ERROR_TEXT, serverErrorText } from './errorText';

/** Maps a non-2xx HTTP status and its body to the AppError the UI shows. */
export function errorFromResponse(status: number, body: unknown): AppError {
  const kind: AppErrorKind =
    status === 401 ? 'unauthorized' : status === 404 ? 'not-found' : status >= 500 ? 'server' : 'rejected';
  const text = serverErrorText(body);
  const message = kind === 'server' && text === serverErrorText(undefined) ? SERVER_ERROR_TEXT : text;
  return new AppError(kind, message, status);
}

/** A 2xx answer whose body says success: false. */
export function rejectedResponse(body: unknown): AppError {
  return new AppError('rejected', serverErrorText(body), 200);
}
