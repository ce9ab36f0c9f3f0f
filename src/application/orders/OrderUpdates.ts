import { injectable } from 'inversify';
import type { OrderUpdate } from '../../domain/push/orderUpdate';

type OrderUpdateListener = (update: OrderUpdate) => void;

/** How long a change the customer made is theirs: the server's push about it arrives within seconds. */
export const OWN_CHANGE_MS = 5 * 60_000;

/**
 * "One of the customer's orders changed" (FEATURES F-push): posted when a push about an order arrives, so every screen
 * showing that order (Order History, the status screen, Track Order) brings itself up to date without a reload.
 */
@injectable()
export class OrderUpdates {
  private readonly listeners = new Set<OrderUpdateListener>();
  private readonly ownChanges = new Map<string, { status: OrderUpdate['status']; at: number }>();

  /** A change the customer just made in the app (a cancellation): screens follow, and its push tells nothing new. */
  publishOwn(update: OrderUpdate, now = Date.now()) {
    this.ownChanges.set(update.orderId, { status: update.status, at: now });
    this.publish(update);
  }

  /** Whether a push's update is the customer's own change, just made (answered once per change). */
  isOwnChange(update: OrderUpdate, now = Date.now()): boolean {
    const own = this.ownChanges.get(update.orderId);
    if (!own || own.status !== update.status || now - own.at > OWN_CHANGE_MS) return false;
    this.ownChanges.delete(update.orderId);
    return true;
  }

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
