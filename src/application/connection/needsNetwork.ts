import { isNetworkFailure } from '../../domain/connection/networkRetry';
import { type OfflineAction, OfflineRefusal } from '../../domain/connection/offlineRefusal';
import type { ConnectionStore } from './ConnectionStore';

/**
 * Runs a call that only the server can answer and that is not held for later (placing an order, paying,
 * cancelling). It is always tried, so the demo, whose backend is in the page, keeps working offline; when it finds no
 * network and the browser says it is offline, `action` is refused (an OfflineRefusal: a 'network' AppError, so a
 * retry keeps its Idempotency-Key).
 */
export async function needsNetwork<T>(connection: ConnectionStore, action: OfflineAction, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    throw isNetworkFailure(error) && !connection.online ? new OfflineRefusal(action) : error;
  }
}
