import { isAppError } from '../errors/AppError';

/**
 * Whether a failed call got no answer at all (no signal, a dropped connection): such a write is kept and sent
 * again when the signal returns. Any answer (a refusal, a 5xx, an unreadable body) is the server's word instead.
 */
export const isNetworkFailure = (error: unknown): boolean => isAppError(error) && error.kind === 'network';

export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 60_000;

/**
 * The wait before retry number `attempt` (0-based) of writes held for the signal: doubling from 2 s, at most a
 * minute, so a long tunnel costs a few requests and a short drop is over within seconds.
 */
export const retryDelayMs = (attempt: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
