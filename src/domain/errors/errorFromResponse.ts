import { AppError, type AppErrorKind } from './AppError';
import { responseErrorText } from './errorText';

/** Maps a non-2xx HTTP status and its body to the AppError the UI shows. */
export function errorFromResponse(status: number, body: unknown): AppError {
  const kind: AppErrorKind =
    status === 401 ? 'unauthorized' : status === 404 ? 'not-found' : status >= 500 ? 'server' : 'rejected';
  return new AppError(kind, responseErrorText(status, body), status);
}

/** A 2xx answer whose body says success: false. */
export function rejectedResponse(body: unknown): AppError {
  return new AppError('rejected', responseErrorText(200, body), 200);
}
