/**
 * What went wrong when talking to a backend, in words the UI can show.
 * - network: no answer at all; unauthorized: 401 (the session is cleared);
 * - rejected: the server answered but refused (4xx or success=false); not-found: 404;
 * - server: 5xx; malformed: an answer that does not match the API contract.
 */
export type AppErrorKind = 'network' | 'unauthorized' | 'rejected' | 'not-found' | 'server' | 'malformed';

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
