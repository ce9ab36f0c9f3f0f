import { isAppError } from '../../domain/errors/AppError';
import type { Order } from '../../domain/order/Order';
import type { OrdersApi } from '../../infrastructure/ports/OrdersApi';

/**
 * One of the customer's orders by its id, wherever it is in their history; null when there is no such order of
 * theirs (not-found). Any other failure rejects, so a screen keeps what it shows and tries again.
 */
export async function readOrder(api: OrdersApi, orderId: string): Promise<Order | null> {
  try {
    return await api.order(orderId);
  } catch (error) {
    if (isAppError(error) && error.kind === 'not-found') return null;
    throw error;
  }
}
