import { injectable } from 'inversify';
import type { OrderUpdate } from '../../domain/push/orderUpdate';

type OrderUpdateListener = (update: OrderUpdate) => void;

/**
 * "One of the customer's orders changed" (FEATURES F-push): posted when a push about an order arrives, so every screen
 * showing that order (Order History, the status screen, Track Order) brings itself up to date without a reload.
 */
@injectable()
export class OrderUpdates {
  private readonly listeners = new Set<OrderUpdateListener>();

  publish(update: OrderUpdate) {
    for (const listener of [...this.listeners]) {
      try {
        listener(update);
      } catch (error) {
        console.error('A screen could not take an order update', error);
      }
    }
  }

  /** Calls `listener` for every update from now on; returns the function that stops it. */
  subscribe(listener: OrderUpdateListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
