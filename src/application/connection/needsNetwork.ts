import { isNetworkFailure } from '../../domain/connection/networkRetry';
import { AppError } from '../../domain/errors/AppError';
import type { ConnectionStore } from './ConnectionStore';

/**
 * Runs a call that only the server can answer and that is not held for later (placing an order, paying,
 * cancelling): while the browser is offline it is not sent, and a call that finds no network once the browser says
 * offline is refused the same way, with `offlineText` (a 'network' AppError, so a retry keeps its Idempotency-Key).
 */
export async function needsNetwork<T>(connection: ConnectionStore, offlineText: string, call: () => Promise<T>) {
  if (!connection.online) throw new AppError('network', offlineText);
  try {
    return await call();
  } catch (error) {
    throw isNetworkFailure(error) && !connection.online ? new AppError('network', offlineText) : error;
  }
}
