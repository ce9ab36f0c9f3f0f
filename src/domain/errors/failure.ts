import { type OfflineAction, OfflineRefusal } from '../connection/offlineRefusal';
import { AppError } from './AppError';
import { errorText, MALFORMED_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from './errorText';

/**
 * Why a call failed, as the customer is told: no answer (or a server fault: the spec says 'Network Error.' for both),
 * an answer the app could not read, a server's own refusal in its own words (shown as it came), or something only
 * the server can do refused for want of a signal (`action`: what to do once it returns).
 */
export type Failure =
  | { kind: 'network' }
  | { kind: 'malformed' }
  | { kind: 'refused'; text: string }
  | { kind: 'offline'; action: OfflineAction };

/** The failure a caught value stands for (the same reading as errorText, as a typed outcome). */
export function failureOf(error: unknown): Failure {
  if (error instanceof OfflineRefusal) return { kind: 'offline', action: error.action };
  if (error instanceof AppError && error.kind === 'malformed') return { kind: 'malformed' };
  if (error instanceof AppError && (error.kind === 'network' || error.kind === 'server')) return { kind: 'network' };
  const text = errorText(error);
  if (text === NETWORK_ERROR_TEXT) return { kind: 'network' };
  if (text === MALFORMED_RESPONSE_TEXT) return { kind: 'malformed' };
  return { kind: 'refused', text };
}
